import { UI_LIMITS } from '../ui-limits';

type PageSize = (typeof UI_LIMITS.questionnairePageSizes)[number];
export const PAGE_SIZE_OPTIONS: readonly PageSize[] = UI_LIMITS.questionnairePageSizes;
export const DEFAULT_PAGE_SIZE: PageSize = UI_LIMITS.questionnaireDefaultPageSize;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}

/** Never below 1: an empty list still reads 'Page 1 of 1' (spec §2). */
export function pageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / size));
}

export function clampPage(page: number, pages: number): number {
  const last = Math.max(1, Math.trunc(pages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

export function pageLabel(page: number, pages: number): string {
  const total = Math.max(1, Math.trunc(pages));
  return `Page ${clampPage(page, total)} of ${total}`;
}

/** Pages are 1-based, as shown to the user. */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  const current = clampPage(page, pageCount(items.length, size));
  const start = (current - 1) * size;
  return items.slice(start, start + size);
}

/** Spec §9 job pager: up to `max` consecutive page numbers, the current one centred where the ends allow. */
export function pageLinks(
  current: number,
  pages: number,
  max: number = UI_LIMITS.jobPagerMaxLinks,
): number[] {
  const total = Math.max(1, Math.trunc(pages));
  const count = Math.min(total, Math.max(1, Math.trunc(max)));
  const page = clampPage(current, total);
  let start = page - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PagingState {
  questionnairePage: number;
  jobPage: number;
  pageSize: PageSize;
}

type PagingAction =
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'setQuestionnairePage'; page: number }
  | { type: 'setJobPage'; page: number };

export const initialPagingState: PagingState = {
  questionnairePage: 1,
  jobPage: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export function resetPages(state: PagingState): PagingState {
  return { ...state, questionnairePage: 1, jobPage: 1 };
}

/**
 * Spec §2: changing the page size resets both lists to page 1. Upper bounds are the view's to apply
 * (it knows the totals); here a page is only kept a whole number ≥ 1. Returning the same state for a
 * no-op lets React skip the re-render.
 */
export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  switch (action.type) {
    case 'setPageSize':
      if (!isPageSize(action.pageSize) || action.pageSize === state.pageSize) return state;
      return { ...resetPages(state), pageSize: action.pageSize };
    case 'setQuestionnairePage': {
      const page = clampPage(action.page, Number.MAX_SAFE_INTEGER);
      return page === state.questionnairePage ? state : { ...state, questionnairePage: page };
    }
    case 'setJobPage': {
      const page = clampPage(action.page, Number.MAX_SAFE_INTEGER);
      return page === state.jobPage ? state : { ...state, jobPage: page };
    }
  }
}
