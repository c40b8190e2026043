import { queryOptions } from '@tanstack/react-query';
import {
  API_ERROR_CODES,
  GUEST_KEY_HEADER,
  type GuestReview,
  type GuestReviewBody,
  type SharedPage,
} from '@vi/contracts';
import { isAxiosError } from 'axios';
import { httpClient } from '../../../shared/api/http-client';
import { guestKey } from '../guest-key';

/*
 * The share link's calls: the token in the address is the only credential (no account, no cookie is
 * needed). Every GET of the page is counted and logged as a view on the server, so the page asks once and
 * never again on its own (no refetch on focus, no polling).
 */

const sharedPath = (token: string) => `/shared/${encodeURIComponent(token)}`;

export async function fetchSharedPage(token: string): Promise<SharedPage> {
  // The key tells the server which reviews are this guest's own.
  const { data } = await httpClient.get<SharedPage>(sharedPath(token), {
    headers: { [GUEST_KEY_HEADER]: guestKey() },
  });
  return data;
}

/**
 * PUT …/review: the same name typed again (any case or spacing) in this browser changes that review; a
 * name another browser reviews under is refused (409 GUEST_NAME_TAKEN).
 */
export async function saveGuestReview(
  token: string,
  interviewId: string,
  body: GuestReviewBody,
): Promise<GuestReview> {
  const { data } = await httpClient.put<GuestReview>(
    `${sharedPath(token)}/interviews/${encodeURIComponent(interviewId)}/review`,
    body,
    { headers: { [GUEST_KEY_HEADER]: guestKey() } },
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

/** Another browser already reviews under the typed name through this link. */
export function isNameTaken(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 409) return false;
  const data: unknown = error.response.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'code' in data &&
    data.code === API_ERROR_CODES.guestNameTaken
  );
}

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
