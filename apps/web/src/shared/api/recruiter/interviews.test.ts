import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../testing';
import { makeList } from '../../../test/recruiter/interview-factories';
import { DEFAULT_FILTERS } from '../../lib/recruiter/pipeline-filters';
import { fetchInterviewPage, interviewPagesQueryOptions, updateInterviewAccommodations } from './interviews';

describe('fetchInterviewPage', () => {
  it('asks for pages of 20 with the status filter, none for "all"', async () => {
    const list = mockApi('get', '/company/3/interviews', makeList(45, 2));
    await fetchInterviewPage(3, 2, 'Completed');
    expect(list.last()?.query).toEqual({ page: '2', limit: '20', status: 'Completed' });
    await fetchInterviewPage(3, 1, 'all');
    expect(list.last()?.query).toEqual({ page: '1', limit: '20' });
  });

  it('reads a 404 while appending as the end of the list, but not on the first page', async () => {
    mockApi('get', '/company/1/interviews', apiError(404, {}));
    await expect(fetchInterviewPage(1, 3, 'all')).resolves.toEqual({ items: [], total: null, end: true });
    await expect(fetchInterviewPage(1, 1, 'all')).rejects.toBeInstanceOf(AxiosError);
  });

  it("sends the pipeline's filters; a status-only list keeps the key the review screen reads", async () => {
    const list = mockApi('get', '/company/3/interviews', makeList(1, 1));
    const filters = { ...DEFAULT_FILTERS, status: 'all' as const, q: 'robots', stages: ['hired' as const] };
    await fetchInterviewPage(3, 1, filters);
    expect(list.last()?.query).toEqual({ page: '1', limit: '20', q: 'robots', stage: 'hired' });
    expect(interviewPagesQueryOptions(3, { ...DEFAULT_FILTERS, status: 'all' }).queryKey).toEqual(
      interviewPagesQueryOptions(3, 'all').queryKey,
    );
    expect(interviewPagesQueryOptions(3, filters).queryKey).not.toEqual(
      interviewPagesQueryOptions(3, 'all').queryKey,
    );
  });
});

describe('updateInterviewAccommodations', () => {
  it('PATCHes the interview with the accommodations', async () => {
    const patch = mockApi('patch', '/interviews/:id', { id: 'i-1' });
    const accommodations = { extraTimePercent: 25, extraTries: 0, audioOnlyAllowed: false };
    await expect(updateInterviewAccommodations('a/b', accommodations)).resolves.toEqual({ id: 'i-1' });
    expect(patch.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/interviews/a%2Fb', body: { accommodations } },
    ]);
  });
});
