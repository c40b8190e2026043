import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Accommodations, Interview, InterviewList } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { httpClient } from '../http-client';
import {
  nextPageParam,
  PAGE_SIZE,
  type InterviewPage,
  type StatusFilter,
} from '../../lib/recruiter/interview-pages';
import {
  DEFAULT_FILTERS,
  isStatusOnly,
  toFilterParams,
  type PipelineFilters,
} from '../../lib/recruiter/pipeline-filters';
import type { InterviewFilterParams, InterviewListParams } from './pipeline';

/** A list of the company's interviews: by status alone (the spec's grid), or with the pipeline's filters. */
export type InterviewListFilter = StatusFilter | PipelineFilters;

type ListKeyFilter = { status: StatusFilter; limit: number } & Omit<InterviewFilterParams, 'status'>;

export const interviewKeys = {
  /** Every list of the company's interviews, whatever its filter: what a new invitation makes stale. */
  lists: (companyId: number) => ['interviews', companyId] as const,
  list: (companyId: number, filter: ListKeyFilter) => ['interviews', companyId, filter] as const,
  detail: (interviewId: string) => ['interview', interviewId] as const,
};

export async function fetchInterviews(companyId: number, query: InterviewListParams): Promise<InterviewList> {
  const { data } = await httpClient.get<InterviewList>(`/company/${companyId}/interviews`, { params: query });
  return data;
}

export async function fetchInterview(id: string): Promise<Interview> {
  const { data } = await httpClient.get<Interview>(`/interviews/${encodeURIComponent(id)}`);
  return data;
}

/** PATCH /interviews/{id}: new accommodations, refused with 409 once the interview is completed. */
export async function updateInterviewAccommodations(
  id: string,
  accommodations: Accommodations,
): Promise<Interview> {
  const { data } = await httpClient.patch<Interview>(`/interviews/${encodeURIComponent(id)}`, {
    accommodations,
  });
  return data;
}

function toFilters(filter: InterviewListFilter): PipelineFilters {
  return typeof filter === 'string' ? { ...DEFAULT_FILTERS, status: filter } : filter;
}

/**
 * A status-only list keeps the key it always had, so the grid and the review screen's Previous/Next (which
 * asks by status) share one cache; any other filter gets a key of its own.
 */
function listKey(companyId: number, filters: PipelineFilters) {
  if (isStatusOnly(filters))
    return interviewKeys.list(companyId, { status: filters.status, limit: PAGE_SIZE });
  const { status: _status, ...rest } = toFilterParams(filters);
  return interviewKeys.list(companyId, { status: filters.status, limit: PAGE_SIZE, ...rest });
}

export async function fetchInterviewPage(
  companyId: number,
  page: number,
  filter: InterviewListFilter,
): Promise<InterviewPage> {
  // fetchInterviews names the spec's parameters; the pipeline's ride along in the same query string.
  const params: InterviewListParams = { page, limit: PAGE_SIZE, ...toFilterParams(toFilters(filter)) };
  try {
    const list = await fetchInterviews(companyId, params);
    return { items: list.data, total: list.total, end: list.data.length < PAGE_SIZE };
  } catch (error) {
    // Spec §8: a 404 when appending means there is no more. On the first page it is a real failure.
    if (page > 1 && isAxiosError(error) && error.response?.status === 404) {
      return { items: [], total: null, end: true };
    }
    throw error;
  }
}

/**
 * The grid and the review screen's Previous/Next read the same pages under the same key, so opening a card
 * and walking Next costs no request the grid has not made already.
 */
export function interviewPagesQueryOptions(companyId: number, filter: InterviewListFilter) {
  const filters = toFilters(filter);
  return infiniteQueryOptions({
    queryKey: listKey(companyId, filters),
    queryFn: ({ pageParam }) => fetchInterviewPage(companyId, pageParam, filters),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
    // Going from the grid to a review and back (or Next, Next…) reuses the pages instead of refetching all.
    staleTime: 30_000,
  });
}

export function interviewQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: interviewKeys.detail(interviewId),
    queryFn: () => fetchInterview(interviewId),
  });
}

/**
 * PATCH the interview's accommodations. The review screen shows the answer at once; the detail is refetched
 * either way (a 409 means the interview was completed meanwhile, which the screen should now show) and the
 * lists, which carry accommodations too, go stale.
 */
export function useUpdateAccommodations(interviewId: string, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accommodations: Accommodations) =>
      updateInterviewAccommodations(interviewId, accommodations),
    onSuccess: (interview) => {
      queryClient.setQueryData(interviewKeys.detail(interviewId), interview);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.lists(companyId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.detail(interviewId) });
    },
  });
}
