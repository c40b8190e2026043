import type { Interview } from '@vi/contracts';
import { Link } from 'react-router';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { reviewPath, type StatusFilter } from '../../shared/lib/recruiter/interview-pages';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import { initialsOf } from '../../shared/lib/recruiter/initials';
import { displayName, TombstoneNote } from '../../shared/ui/recruiter/tombstone';
import { PRIVACY_TEXTS } from '../../shared/ui/recruiter/privacy-texts';
import { RatingSummaryText, StageBadge } from '../../shared/ui/recruiter/interview-facts';
import { InvitationBadges } from './invitation-badges';
import { recordedLength } from './recorded-length';
import { SearchMatchLine } from './search-match-line';
import { PIPELINE_TEXTS as T } from './texts';

type InterviewCardProps = {
  interview: Interview;
  status: StatusFilter;
  linkRef: ((element: HTMLAnchorElement | null) => void) | undefined;
  isSelected: boolean;
  onSelect: (interview: Interview, selected: boolean) => void;
  /** The list's search: its matching transcript line is shown with the words marked. */
  searchQuery?: string;
};

/**
 * Spec §2 card: thumbnail, applicant name and date applied (a link to the review), with the stage and the
 * team's rating; its checkbox sits beside the link (a control inside a link is not allowed). An erased
 * interview keeps its card, with the tombstone in place of the picture and the name.
 */
export function InterviewCard({
  interview,
  status,
  linkRef,
  isSelected,
  onSelect,
  searchQuery = '',
}: InterviewCardProps) {
  const date = formatCreatedDate(interview.dateApplied);
  const length = isDeleted(interview) ? null : recordedLength(interview);
  const name = displayName(interview);
  return (
    <div className={isSelected ? 'pipeline-card pipeline-card--selected' : 'pipeline-card'}>
      <Link ref={linkRef} to={reviewPath(interview.id, status)} className="interview-card">
        <div className="interview-card__media">
          {isDeleted(interview) ? (
            <span className="tombstone-media" aria-hidden="true">
              {PRIVACY_TEXTS.deletedMedia}
            </span>
          ) : interview.thumbnailUrl ? (
            <img src={interview.thumbnailUrl} alt="" loading="lazy" width={480} height={360} />
          ) : (
            // No recording yet (or none kept): the applicant's initials stand in for a picture.
            <span className="interview-card__initials" aria-hidden="true" title={INTERVIEW_TEXTS.noThumbnail}>
              {initialsOf(name)}
            </span>
          )}
          {interview.status !== 'Completed' && (
            <span className="interview-card__badge">{interview.status}</span>
          )}
          {length && (
            <span className="interview-card__length">
              <span className="visually-hidden">{T.recordedLength}: </span>
              {length}
            </span>
          )}
        </div>
        <div className="interview-card__body">
          <h3 className="interview-card__name">{name}</h3>
          {isDeleted(interview) && <TombstoneNote deletion={interview.deletion} />}
          <p className="interview-card__job">{interview.jobTitle}</p>
          <p className="interview-card__date">
            {INTERVIEW_TEXTS.dateApplied}: <time dateTime={interview.dateApplied}>{date}</time>
          </p>
          <p className="pipeline-card__facts">
            <span className="visually-hidden">{T.stage}: </span>
            <StageBadge stage={interview.stage} />
            <RatingSummaryText rating={interview.rating} />
          </p>
          <InvitationBadges interview={interview} />
          {interview.searchMatch && <SearchMatchLine match={interview.searchMatch} query={searchQuery} />}
        </div>
      </Link>
      <label className="pipeline-card__select">
        <input
          type="checkbox"
          className="form-check-input"
          checked={isSelected}
          onChange={(event) => onSelect(interview, event.target.checked)}
        />
        <span className="visually-hidden">{T.select(name)}</span>
      </label>
    </div>
  );
}
