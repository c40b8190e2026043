import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, type Interview, type InterviewStatus } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { fetchInterviews } from '../api/recruiter-api';

/*
 * The company's interviews as the grid and the review screen's Previous/Next both read them: pages of 20
 * (spec §9) appended one after another (spec §4), newest first as the server orders them. Both screens use
 * the same query key, so opening a card and walking Next costs no request the grid has not made already.
 */

export type StatusFilter = InterviewStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['Completed', 'Incomplete', 'all'];
/** The grid is for reviewing finished interviews (spec §1); the others are one choice away. */
export const DEFAULT_STATUS_FILTER: StatusFilter = 'Completed';

export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? DEFAULT_STATUS_FILTER;
}

export type InterviewPage = {
  items: Interview[];
  /** The server's count of every interview that matches; null when the page said nothing (end reached). */
  total: number | null;
  /** No page after this one. */
  end: boolean;
};

/** Cards shown at first and added by each 'Show more' (spec §2/§9: up to 9 cards). */
export const GRID_STEP = LIMITS.videoGridMaxCards;
export const PAGE_SIZE = LIMITS.interviewPageSize;

export async function fetchInterviewPage(
  companyId: number,
  page: number,
  status: StatusFilter,
): Promise<InterviewPage> {
  try {
    const list = await fetchInterviews(companyId, {
      page,
      limit: PAGE_SIZE,
      ...(status === 'all' ? {} : { status }),
    });
    return { items: list.data, total: list.total, end: list.data.length < PAGE_SIZE };
  } catch (error) {
    // Spec §8: a 404 when appending means there is no more. On the first page it is a real failure.
    if (page > 1 && isAxiosError(error) && error.response?.status === 404) {
      return { items: [], total: null, end: true };
    }
    throw error;
  }
}

export function loadedCount(pages: readonly InterviewPage[]): number {
  return pages.reduce((count, page) => count + page.items.length, 0);
}

/** The first page's total: later pages may be an end marker without one. */
export function totalOf(pages: readonly InterviewPage[]): number | null {
  return pages.find((page) => page.total !== null)?.total ?? null;
}

/** Spec §4: loading-all is set when the loaded count reaches the total (or a page says there is no more). */
export function isAllLoaded(pages: readonly InterviewPage[]): boolean {
  const last = pages.at(-1);
  if (last === undefined) return false;
  if (last.end) return true;
  const total = totalOf(pages);
  return total !== null && loadedCount(pages) >= total;
}

export function nextPageParam(pages: readonly InterviewPage[]): number | undefined {
  return isAllLoaded(pages) ? undefined : pages.length + 1;
}

/** Interviews may move between pages while the list is read (a new one arrives first): keep each once. */
export function flattenPages(pages: readonly InterviewPage[]): Interview[] {
  const seen = new Set<string>();
  const items: Interview[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Whether the cards asked for are more than those loaded, so the next page must be fetched. */
export function needsNextPage(visible: number, loaded: number, allLoaded: boolean): boolean {
  return !allLoaded && visible > loaded;
}

export function interviewPagesOptions(companyId: number, status: StatusFilter) {
  return infiniteQueryOptions({
    queryKey: ['interviews', companyId, { status, limit: PAGE_SIZE }],
    queryFn: ({ pageParam }) => fetchInterviewPage(companyId, pageParam, status),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
    // Going from the grid to a review and back (or Next, Next…) reuses the pages instead of refetching all.
    staleTime: 30_000,
  });
}

/** The review screen's address, keeping the list the recruiter came from for Previous/Next. */
export function reviewPath(interviewId: string, status: StatusFilter): string {
  const path = `/recruiter/interviews/${encodeURIComponent(interviewId)}`;
  return status === DEFAULT_STATUS_FILTER ? path : `${path}?status=${status}`;
}
