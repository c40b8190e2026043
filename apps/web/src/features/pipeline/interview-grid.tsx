import { useInfiniteQuery } from '@tanstack/react-query';
import type { Interview } from '@vi/contracts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { interviewPagesQueryOptions } from '../../shared/api/recruiter/interviews';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import {
  flattenPages,
  GRID_STEP,
  isAllLoaded,
  needsNextPage,
  totalOf,
} from '../../shared/lib/recruiter/interview-pages';
import { INTERVIEW_TEXTS as T } from '../../shared/ui/recruiter/interview-texts';
import { ExportCsvButton } from './export-csv-button';
import { FilterBar } from './filter-bar';
import { InterviewCard } from './interview-card';
import { InterviewTable } from './interview-table';
import { SelectionBar, type ShareDialogComponent } from './selection-bar';
import { PIPELINE_TEXTS } from './texts';
import { usePipelineFilters } from './use-pipeline-filters';
import { useSelection } from './use-selection';
import { ViewToggle } from './view-toggle';
import { readListView, saveListView, type ListView } from './grid-memory';
import 'bootstrap/dist/css/bootstrap.min.css';
import '../../shared/ui/recruiter/interviews.css';
import './pipeline.css';

/**
 * The Interviews tab: the spec's video grid (up to 9 cards, 3 columns, 1 on mobile, skeletons while loading;
 * 'Show more' reveals 9 more and fetches the next page of 20 when the loaded ones run out, decision 0012)
 * grown into a pipeline — a table view beside the cards, search, filters and order kept in the address,
 * and bulk actions on ticked interviews (stage, compare, share, CSV).
 */
/** Without `ShareDialog` (a reviewer) the grid offers no sharing and no CSV export. */
export function InterviewGrid({ ShareDialog }: { ShareDialog?: ShareDialogComponent }) {
  const { companyId } = useRecruiterIdentity();
  const { filters, setFilters, visible, setVisible } = usePipelineFilters();
  const [view, setView] = useState<ListView>(readListView);
  const selection = useSelection();
  const query = useInfiniteQuery(interviewPagesQueryOptions(companyId, filters));
  const headingId = useId();
  // After 'Show more', keyboard users continue at the first card that appeared, not back at the top.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const pages = query.data?.pages ?? [];
  const items = flattenPages(pages);
  const allLoaded = isAllLoaded(pages);
  const total = totalOf(pages) ?? items.length;
  const shown = items.slice(0, visible);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const wantsNextPage = needsNextPage(visible, items.length, allLoaded);

  useEffect(() => {
    if (wantsNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [wantsNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  function showMore() {
    setFocusIndex(Math.min(visible, items.length));
    setVisible(visible + GRID_STEP);
  }

  function changeView(next: ListView) {
    setView(next);
    saveListView(next);
  }

  let body;
  if (query.isPending) {
    body = <SkeletonGrid />;
  } else if (query.isError) {
    body = (
      <div className="interview-grid__message" role="alert">
        <p>{T.loadFailed}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
          {T.tryAgain}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="interview-grid__message">{T.empty}</p>;
  } else {
    const hasMore = shown.length < items.length || !allLoaded;
    body = (
      <>
        {view === 'table' ? (
          <InterviewTable
            interviews={shown}
            status={filters.status}
            isSelected={selection.isSelected}
            onSelect={selection.select}
            onSelectAll={selection.selectAll}
            focusIndex={focusIndex}
            searchQuery={filters.q}
          />
        ) : (
          <ul className="interview-grid" aria-label={T.gridHeading}>
            {shown.map((interview: Interview, index) => (
              <li key={interview.id}>
                <InterviewCard
                  interview={interview}
                  status={filters.status}
                  linkRef={index === focusIndex ? focusOnMount : undefined}
                  isSelected={selection.isSelected(interview.id)}
                  onSelect={selection.select}
                  searchQuery={filters.q}
                />
              </li>
            ))}
            {isFetchingNextPage && shown.length < visible && <SkeletonCards count={visible - shown.length} />}
          </ul>
        )}
        <p className="interview-grid__count" aria-live="polite">
          {T.shownCount(shown.length, Math.max(total, items.length))}
        </p>
        {isFetchNextPageError && (
          <div className="interview-grid__message" role="alert">
            <p>{T.loadFailed}</p>
            <button type="button" className="btn btn-outline-primary" onClick={() => void fetchNextPage()}>
              {T.tryAgain}
            </button>
          </div>
        )}
        {hasMore && !isFetchNextPageError && (
          <div className="interview-grid__more">
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={showMore}
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
            >
              {isFetchingNextPage ? T.loadingMore : T.showMore}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="interview-grid-section" aria-labelledby={headingId}>
      <div className="interview-grid__toolbar">
        <h2 id={headingId} className="interview-grid__heading">
          {T.gridHeading}
        </h2>
        <div className="pipeline-toolbar">
          <ViewToggle view={view} onChange={changeView} />
          {ShareDialog !== undefined && (
            <>
              <ExportCsvButton companyId={companyId} filters={filters} />
              <Link to="/recruiter/share-links" className="btn btn-outline-secondary btn-sm">
                {PIPELINE_TEXTS.shareLinks}
              </Link>
            </>
          )}
        </div>
      </div>
      <FilterBar
        companyId={companyId}
        filters={filters}
        onChange={(next) => {
          setFocusIndex(null);
          setFilters(next);
        }}
      />
      <SelectionBar companyId={companyId} selection={selection} ShareDialog={ShareDialog} />
      {body}
    </section>
  );
}

/** A callback ref: runs once when the card it is given to appears. */
function focusOnMount(element: HTMLAnchorElement | null) {
  element?.focus();
}

function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className="interview-card interview-card--skeleton" aria-hidden="true">
      <div className="interview-card__media" />
      <div className="interview-card__body">
        <span className="interview-card__line" />
        <span className="interview-card__line interview-card__line--short" />
      </div>
    </li>
  ));
}

function SkeletonGrid() {
  return (
    <>
      <span className="visually-hidden" role="status">
        {T.loadingGrid}
      </span>
      <ul className="interview-grid" aria-hidden="true">
        <SkeletonCards count={GRID_STEP} />
      </ul>
    </>
  );
}
