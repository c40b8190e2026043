import { describe, expect, it } from 'vitest';
import { UI_LIMITS } from '../ui-limits';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  initialPagingState,
  isPageSize,
  PAGE_SIZE_OPTIONS,
  pageCount,
  pageLabel,
  pageLinks,
  pageSlice,
  pagingReducer,
  resetPages,
} from './pagination';

describe('page size options', () => {
  it('are the spec constants', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(UI_LIMITS.questionnaireDefaultPageSize);
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(25)).toBe(false);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(200, 10)).toBe(20);
  });

  it('survives a nonsensical size', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(10, -5)).toBe(1);
    expect(pageCount(10, Number.NaN)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1..pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe('pageLabel', () => {
  it("reads 'Page X of Y' with Y at least 1", () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
    expect(pageLabel(9, 3)).toBe('Page 3 of 3');
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('returns the items of a 1-based page', () => {
    expect(pageSlice(items, 1, 20)).toEqual(items.slice(0, 20));
    expect(pageSlice(items, 3, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it('falls back to the last page when past the end (e.g. after filtering)', () => {
    expect(pageSlice(items, 9, 20)).toEqual([41, 42, 43, 44, 45]);
    expect(pageSlice([], 2, 20)).toEqual([]);
  });
});

describe('pageLinks', () => {
  it('shows every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
  });

  it('centres the current page', () => {
    expect(pageLinks(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('sticks to the ends', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageLinks(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('defaults to the spec maximum of links and honours another one', () => {
    expect(pageLinks(50, 100)).toHaveLength(UI_LIMITS.jobPagerMaxLinks);
    expect(pageLinks(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageLinks(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageLinks(0, 0)).toEqual([1]);
  });
});

describe('pagingReducer', () => {
  const moved = { questionnairePage: 3, jobPage: 4, pageSize: 20 } as const;

  it('starts on page 1 with the default size', () => {
    expect(initialPagingState).toEqual({ questionnairePage: 1, jobPage: 1, pageSize: 20 });
  });

  it('resets both lists to page 1 when the page size changes', () => {
    expect(pagingReducer(moved, { type: 'setPageSize', pageSize: 50 })).toEqual({
      questionnairePage: 1,
      jobPage: 1,
      pageSize: 50,
    });
  });

  it('ignores the same size and sizes that are not offered', () => {
    expect(pagingReducer(moved, { type: 'setPageSize', pageSize: 20 })).toBe(moved);
    expect(pagingReducer(moved, { type: 'setPageSize', pageSize: 33 })).toBe(moved);
  });

  it('moves each list independently', () => {
    expect(pagingReducer(moved, { type: 'setQuestionnairePage', page: 2 })).toEqual({
      ...moved,
      questionnairePage: 2,
    });
    expect(pagingReducer(moved, { type: 'setJobPage', page: 1 })).toEqual({ ...moved, jobPage: 1 });
  });

  it('keeps pages whole numbers of at least 1', () => {
    expect(pagingReducer(moved, { type: 'setJobPage', page: 0 }).jobPage).toBe(1);
    expect(pagingReducer(moved, { type: 'setQuestionnairePage', page: 2.5 }).questionnairePage).toBe(2);
  });

  it('returns the same state for a no-op page change', () => {
    expect(pagingReducer(moved, { type: 'setJobPage', page: 4 })).toBe(moved);
  });

  it('resetPages keeps the size', () => {
    expect(resetPages(moved)).toEqual({ questionnairePage: 1, jobPage: 1, pageSize: 20 });
  });
});
