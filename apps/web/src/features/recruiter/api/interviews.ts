import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Accommodations } from '@vi/contracts';
import { isAxiosError } from 'axios';
import {
  nextPageParam,
  PAGE_SIZE,
  type InterviewPage,
  type StatusFilter,
} from '../interviews/interview-pages';
import { fetchInterview, fetchInterviews, updateInterviewAccommodations } from './recruiter-api';

export const interviewKeys = {
  /** Every list of the company's interviews, whatever its filter: what a new invitation makes stale. */
  lists: (companyId: number) => ['interviews', companyId] as const,
  list: (companyId: number, filter: { status: StatusFilter; limit: number }) =>
    ['interviews', companyId, filter] as const,
  detail: (interviewId: string) => ['interview', interviewId] as const,
};

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

/**
 * The grid and the review screen's Previous/Next read the same pages under the same key, so opening a card
 * and walking Next costs no request the grid has not made already.
 */
export function interviewPagesQueryOptions(companyId: number, status: StatusFilter) {
  return infiniteQueryOptions({
    queryKey: interviewKeys.list(companyId, { status, limit: PAGE_SIZE }),
    queryFn: ({ pageParam }) => fetchInterviewPage(companyId, pageParam, status),
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
