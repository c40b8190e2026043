import { LIMITS, type Interview, type InterviewStatus } from '@vi/contracts';
import { UI_LIMITS } from '../ui-limits';

/*
 * The company's interviews as the grid and the review screen's Previous/Next both read them: pages of 20
 * (spec §9) appended one after another (spec §4), newest first as the server orders them
 * (api/interviews.ts fetches them).
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
export const GRID_STEP = UI_LIMITS.videoGridMaxCards;
export const PAGE_SIZE = LIMITS.interviewPageSize;

function loadedCount(pages: readonly InterviewPage[]): number {
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

/** The review screen's address, keeping the list the recruiter came from for Previous/Next. */
export function reviewPath(interviewId: string, status: StatusFilter): string {
  const path = `/recruiter/interviews/${encodeURIComponent(interviewId)}`;
  return status === DEFAULT_STATUS_FILTER ? path : `${path}?status=${status}`;
}
