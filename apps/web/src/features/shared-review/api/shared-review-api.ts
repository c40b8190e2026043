import { queryOptions } from '@tanstack/react-query';
import type { GuestReview, GuestReviewBody, SharedPage } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { httpClient } from '../../../shared/api/http-client';

/*
 * The share link's calls: the token in the address is the only credential (no account, no cookie is
 * needed). Every GET of the page is counted and logged as a view on the server, so the page asks once and
 * never again on its own (no refetch on focus, no polling).
 */

const sharedPath = (token: string) => `/shared/${encodeURIComponent(token)}`;

export async function fetchSharedPage(token: string): Promise<SharedPage> {
  const { data } = await httpClient.get<SharedPage>(sharedPath(token));
  return data;
}

/** PUT …/review: the same name typed again (any case or spacing) changes that person's review. */
export async function saveGuestReview(
  token: string,
  interviewId: string,
  body: GuestReviewBody,
): Promise<GuestReview> {
  const { data } = await httpClient.put<GuestReview>(
    `${sharedPath(token)}/interviews/${encodeURIComponent(interviewId)}/review`,
    body,
  );
  return data;
}

export const sharedPageKey = (token: string) => ['shared-page', token] as const;

export function sharedPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedPageKey(token),
    queryFn: () => fetchSharedPage(token),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // An unknown or ended link stays so; a network blip may not.
    retry: (failures, error) => linkProblemOf(error) === 'failed' && failures < 2,
  });
}

/** Why the link cannot be shown: unknown (404), ended (410: revoked or expired), or anything else. */
export type LinkProblem = 'not-found' | 'ended' | 'failed';

export function linkProblemOf(error: unknown): LinkProblem {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 404) return 'not-found';
  if (status === 410) return 'ended';
  return 'failed';
}

/** Same name means the same review on the server: lower case, spaces collapsed. */
export function sameReviewerName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}
