import { useInfiniteQuery } from '@tanstack/react-query';
import type { Interview } from '@vi/contracts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { interviewPagesQueryOptions } from '../api/interviews';
import { readRecruiterIdentity } from '../api/recruiter-identity';
import { formatCreatedDate } from '../lib/dates';
import { readGridMemory, saveGridMemory } from './grid-memory';
import {
  DEFAULT_STATUS_FILTER,
  flattenPages,
  GRID_STEP,
  isAllLoaded,
  needsNextPage,
  parseStatusFilter,
  reviewPath,
  STATUS_FILTERS,
  totalOf,
  type StatusFilter,
} from './interview-pages';
import { INTERVIEW_TEXTS as T } from './texts';
import 'bootstrap/dist/css/bootstrap.min.css';
import './interviews.css';

const FILTER_LABELS: Record<StatusFilter, string> = {
  Completed: 'Completed',
  Incomplete: 'Incomplete',
  all: T.statusAll,
};

/**
 * Spec §2 interview video grid: up to 9 cards (3 columns, 1 on mobile) with skeletons while loading;
 * 'Show more' reveals 9 more and fetches the next page of 20 when the loaded ones run out (decision 0012).
 */
export function InterviewGrid() {
  const [{ companyId }] = useState(readRecruiterIdentity);
  const [memory] = useState(readGridMemory);
  const [status, setStatus] = useState<StatusFilter>(memory?.status ?? DEFAULT_STATUS_FILTER);
  const [visible, setVisible] = useState<number>(memory?.visible ?? GRID_STEP);
  const query = useInfiniteQuery(interviewPagesQueryOptions(companyId, status));
  const filterId = useId();
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
    saveGridMemory({ status, visible: visible + GRID_STEP });
  }

  function changeStatus(value: string) {
    const next = parseStatusFilter(value);
    setStatus(next);
    setVisible(GRID_STEP);
    setFocusIndex(null);
    saveGridMemory({ status: next, visible: GRID_STEP });
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
        <ul className="interview-grid" aria-label={T.gridHeading}>
          {shown.map((interview, index) => (
            <li key={interview.id}>
              <InterviewCard
                interview={interview}
                status={status}
                linkRef={index === focusIndex ? focusOnMount : undefined}
              />
            </li>
          ))}
          {isFetchingNextPage && shown.length < visible && <SkeletonCards count={visible - shown.length} />}
        </ul>
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
    <section className="interview-grid-section" aria-labelledby={`${filterId}-heading`}>
      <div className="interview-grid__toolbar">
        <h2 id={`${filterId}-heading`} className="interview-grid__heading">
          {T.gridHeading}
        </h2>
        <div className="interview-grid__filter">
          <label htmlFor={filterId}>{T.statusFilter}</label>
          <select
            id={filterId}
            className="form-select"
            value={status}
            onChange={(event) => changeStatus(event.target.value)}
          >
            {STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </section>
  );
}

/** A callback ref: runs once when the card it is given to appears. */
function focusOnMount(element: HTMLAnchorElement | null) {
  element?.focus();
}

function InterviewCard({
  interview,
  status,
  linkRef,
}: {
  interview: Interview;
  status: StatusFilter;
  linkRef: ((element: HTMLAnchorElement | null) => void) | undefined;
}) {
  const date = formatCreatedDate(interview.dateApplied);
  return (
    <Link ref={linkRef} to={reviewPath(interview.id, status)} className="interview-card">
      <div className="interview-card__media">
        {interview.thumbnailUrl ? (
          <img src={interview.thumbnailUrl} alt="" loading="lazy" width={480} height={360} />
        ) : (
          <span className="interview-card__no-thumbnail" aria-hidden="true">
            {T.noThumbnail}
          </span>
        )}
        {interview.status !== 'Completed' && (
          <span className="interview-card__badge">{interview.status}</span>
        )}
      </div>
      <div className="interview-card__body">
        <h3 className="interview-card__name">{interview.applicantName}</h3>
        <p className="interview-card__job">{interview.jobTitle}</p>
        <p className="interview-card__date">
          {T.dateApplied}: <time dateTime={interview.dateApplied}>{date}</time>
        </p>
      </div>
    </Link>
  );
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
