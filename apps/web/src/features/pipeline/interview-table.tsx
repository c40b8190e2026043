import type { Interview } from '@vi/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { reviewPath, type StatusFilter } from '../../shared/lib/recruiter/interview-pages';
import { displayName, TombstoneNote } from '../../shared/ui/recruiter/tombstone';
import { RatingSummaryText, StageBadge } from '../../shared/ui/recruiter/interview-facts';
import { InvitationBadges } from './invitation-badges';
import { SearchMatchLine } from './search-match-line';
import { COLUMN_TEXTS as C, PIPELINE_TEXTS as T } from './texts';

type InterviewTableProps = {
  interviews: readonly Interview[];
  status: StatusFilter;
  isSelected: (id: string) => boolean;
  onSelect: (interview: Interview, selected: boolean) => void;
  onSelectAll: (interviews: readonly Interview[], selected: boolean) => void;
  /** The row whose link takes focus when it appears (the first one a 'Show more' added). */
  focusIndex: number | null;
  /** The list's search: its matching transcript line is shown under the name, the words marked. */
  searchQuery?: string;
};

/**
 * The list as a table: one row per applicant, a checkbox each and one for every shown row. An erased
 * interview's row says so under its name; its stage, rating and status stay.
 */
export function InterviewTable({
  interviews,
  status,
  isSelected,
  onSelect,
  onSelectAll,
  focusIndex,
  searchQuery = '',
}: InterviewTableProps) {
  const selectAllRef = useRef<HTMLInputElement>(null);
  const selectedCount = interviews.filter((interview) => isSelected(interview.id)).length;
  const allSelected = interviews.length > 0 && selectedCount === interviews.length;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  return (
    <div className="pipeline-table__scroll" role="region" aria-label={T.tableScroll} tabIndex={0}>
      <table className="table pipeline-table align-middle">
        <caption className="visually-hidden">{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="pipeline-table__select">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="form-check-input"
                aria-label={T.selectAll}
                checked={allSelected}
                onChange={(event) => onSelectAll(interviews, event.target.checked)}
              />
            </th>
            <th scope="col">{C.name}</th>
            <th scope="col">{C.job}</th>
            <th scope="col">{C.stage}</th>
            <th scope="col">{C.rating}</th>
            <th scope="col">{C.status}</th>
            <th scope="col">{C.date}</th>
          </tr>
        </thead>
        <tbody>
          {interviews.map((interview, index) => (
            <tr key={interview.id} className={isSelected(interview.id) ? 'table-active' : undefined}>
              <td className="pipeline-table__select">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={T.select(displayName(interview))}
                  checked={isSelected(interview.id)}
                  onChange={(event) => onSelect(interview, event.target.checked)}
                />
              </td>
              <th scope="row" className="pipeline-table__name">
                <Link
                  ref={index === focusIndex ? focusOnMount : undefined}
                  to={reviewPath(interview.id, status)}
                >
                  {displayName(interview)}
                </Link>
                {isDeleted(interview) && <TombstoneNote deletion={interview.deletion} />}
                {interview.searchMatch && (
                  <SearchMatchLine match={interview.searchMatch} query={searchQuery} />
                )}
              </th>
              <td>{interview.jobTitle}</td>
              <td>
                <StageBadge stage={interview.stage} />
              </td>
              <td>
                <RatingSummaryText rating={interview.rating} />
              </td>
              <td>
                {interview.status} <InvitationBadges interview={interview} />
              </td>
              <td>
                <time dateTime={interview.dateApplied}>{formatCreatedDate(interview.dateApplied)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function focusOnMount(element: HTMLAnchorElement | null) {
  element?.focus();
}
