import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fetchInterviews } from '../api/recruiter-api';
import {
  fetchInterviewPage,
  flattenPages,
  isAllLoaded,
  needsNextPage,
  nextPageParam,
  parseStatusFilter,
  reviewPath,
  type InterviewPage,
} from './interview-pages';
import { makeInterview, makeList } from './test-factories';

vi.mock('../api/recruiter-api', () => ({ fetchInterviews: vi.fn() }));
const fetchMock = vi.mocked(fetchInterviews);

const page = (from: number, count: number, total: number | null, end = false): InterviewPage => ({
  items: Array.from({ length: count }, (_, i) => makeInterview(from + i)),
  total,
  end,
});

function axios404(): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', config, undefined, {
    status: 404,
    statusText: 'Not Found',
    data: {},
    headers: {},
    config,
  });
}

describe('interview pages', () => {
  it('asks for pages of 20 with the status filter, none for "all"', async () => {
    fetchMock.mockResolvedValue(makeList(45, 2));
    await fetchInterviewPage(3, 2, 'Completed');
    expect(fetchMock).toHaveBeenLastCalledWith(3, { page: 2, limit: 20, status: 'Completed' });
    await fetchInterviewPage(3, 1, 'all');
    expect(fetchMock).toHaveBeenLastCalledWith(3, { page: 1, limit: 20 });
  });

  it('reads a 404 while appending as the end of the list, but not on the first page', async () => {
    fetchMock.mockRejectedValue(axios404());
    await expect(fetchInterviewPage(1, 3, 'all')).resolves.toEqual({ items: [], total: null, end: true });
    await expect(fetchInterviewPage(1, 1, 'all')).rejects.toBeInstanceOf(AxiosError);
  });

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
