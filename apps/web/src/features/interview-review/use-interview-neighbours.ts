import { useInfiniteQuery } from '@tanstack/react-query';
import type { Interview } from '@vi/contracts';
import { useEffect } from 'react';
import { interviewPagesQueryOptions } from '../../shared/api/recruiter/interviews';
import {
  flattenPages,
  isAllLoaded,
  totalOf,
  type StatusFilter,
} from '../../shared/lib/recruiter/interview-pages';

/** How far a review opened by its address looks for itself in the list (5 pages of 20). */
const MAX_SCAN_PAGES = 5;

type InterviewNeighbours = {
  previous: Interview | undefined;
  next: Interview | undefined;
  /** 1-based place in the list, when found. */
  position: number | undefined;
  total: number | undefined;
};

/**
 * Previous/Next within the list the recruiter came from (same filter, same order, same cache as the grid).
 * Pages are read on as needed: to find an interview opened by its address, and to know the one after the
 * last loaded card.
 */
export function useInterviewNeighbours(
  companyId: number,
  status: StatusFilter,
  interviewId: string,
): InterviewNeighbours {
  const query = useInfiniteQuery(interviewPagesQueryOptions(companyId, status));
  const pages = query.data?.pages ?? [];
  const items = flattenPages(pages);
  const index = items.findIndex((item) => item.id === interviewId);
  const { fetchNextPage, isSuccess, isFetchingNextPage, isFetchNextPageError } = query;
  const canFetch = isSuccess && !isAllLoaded(pages) && !isFetchingNextPage && !isFetchNextPageError;
  const wantsMore =
    (index === -1 && pages.length < MAX_SCAN_PAGES) || (index !== -1 && index === items.length - 1);
  const shouldFetch = canFetch && wantsMore;

  useEffect(() => {
    if (shouldFetch) void fetchNextPage();
  }, [shouldFetch, fetchNextPage]);

  const total = totalOf(pages);
  return {
    previous: index > 0 ? items[index - 1] : undefined,
    next: index >= 0 ? items[index + 1] : undefined,
    position: index >= 0 ? index + 1 : undefined,
    total: total ?? (items.length > 0 ? items.length : undefined),
  };
}
