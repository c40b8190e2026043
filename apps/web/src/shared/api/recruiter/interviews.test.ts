import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { makeList } from '../../../test/recruiter/interview-factories';
import { axiosFailure } from '../../../test/recruiter/fixtures';
import { DEFAULT_FILTERS } from '../../lib/recruiter/pipeline-filters';
import { fetchInterviewPage, interviewPagesQueryOptions } from './interviews';
import { fetchInterviews } from './recruiter-api';

vi.mock('./recruiter-api', () => ({ fetchInterviews: vi.fn() }));
const fetchMock = vi.mocked(fetchInterviews);

describe('fetchInterviewPage', () => {
  it('asks for pages of 20 with the status filter, none for "all"', async () => {
    fetchMock.mockResolvedValue(makeList(45, 2));
    await fetchInterviewPage(3, 2, 'Completed');
    expect(fetchMock).toHaveBeenLastCalledWith(3, { page: 2, limit: 20, status: 'Completed' });
    await fetchInterviewPage(3, 1, 'all');
    expect(fetchMock).toHaveBeenLastCalledWith(3, { page: 1, limit: 20 });
  });

  it('reads a 404 while appending as the end of the list, but not on the first page', async () => {
    fetchMock.mockRejectedValue(axiosFailure(404, {}));
    await expect(fetchInterviewPage(1, 3, 'all')).resolves.toEqual({ items: [], total: null, end: true });
    await expect(fetchInterviewPage(1, 1, 'all')).rejects.toBeInstanceOf(AxiosError);
  });

  it("sends the pipeline's filters; a status-only list keeps the key the review screen reads", async () => {
    fetchMock.mockResolvedValue(makeList(1, 1));
    const filters = { ...DEFAULT_FILTERS, status: 'all' as const, q: 'robots', stages: ['hired' as const] };
    await fetchInterviewPage(3, 1, filters);
    expect(fetchMock).toHaveBeenLastCalledWith(3, { page: 1, limit: 20, q: 'robots', stage: 'hired' });
    expect(interviewPagesQueryOptions(3, { ...DEFAULT_FILTERS, status: 'all' }).queryKey).toEqual(
      interviewPagesQueryOptions(3, 'all').queryKey,
    );
    expect(interviewPagesQueryOptions(3, filters).queryKey).not.toEqual(
      interviewPagesQueryOptions(3, 'all').queryKey,
    );
  });
});
