import { describe, expect, it } from 'vitest';
import { makeInterview } from '../../../test/recruiter/interview-factories';
import {
  flattenPages,
  isAllLoaded,
  needsNextPage,
  nextPageParam,
  parseStatusFilter,
  reviewPath,
  type InterviewPage,
} from './interview-pages';

const page = (from: number, count: number, total: number | null, end = false): InterviewPage => ({
  items: Array.from({ length: count }, (_, i) => makeInterview(from + i)),
  total,
  end,
});

describe('interview pages', () => {
  it('is all loaded when the loaded count reaches the total or a page ends short', () => {
    expect(isAllLoaded([])).toBe(false);
    expect(isAllLoaded([page(1, 20, 45)])).toBe(false);
    expect(nextPageParam([page(1, 20, 45)])).toBe(2);
    expect(isAllLoaded([page(1, 20, 40), page(21, 20, 40)])).toBe(true);
    expect(nextPageParam([page(1, 20, 40), page(21, 20, 40)])).toBeUndefined();
    expect(isAllLoaded([page(1, 20, 60), page(21, 0, null, true)])).toBe(true);
  });

  it('keeps each interview once when one moved to the next page between two reads', () => {
    const items = flattenPages([page(1, 20, 41), page(20, 20, 41)]);
    expect(items).toHaveLength(39);
    expect(new Set(items.map((i) => i.id)).size).toBe(39);
  });

  it('fetches the next page only when more cards are asked for than are loaded', () => {
    expect(needsNextPage(9, 20, false)).toBe(false);
    expect(needsNextPage(27, 20, false)).toBe(true);
    expect(needsNextPage(27, 20, true)).toBe(false);
  });

  it('keeps the list filter in the review address unless it is the default', () => {
    expect(reviewPath('abc', 'Completed')).toBe('/recruiter/interviews/abc');
    expect(reviewPath('abc', 'all')).toBe('/recruiter/interviews/abc?status=all');
    expect(parseStatusFilter('Incomplete')).toBe('Incomplete');
    expect(parseStatusFilter('bogus')).toBe('Completed');
    expect(parseStatusFilter(null)).toBe('Completed');
  });
});
