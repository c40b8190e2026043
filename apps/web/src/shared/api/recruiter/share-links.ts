import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedShareLink, CreateShareLinkBody, ShareLinkList } from '@vi/contracts';
import { httpClient } from '../http-client';

/* Share links for people without an account (docs/review-and-sharing.md, "Share links"). */

export const shareLinkKeys = {
  list: (companyId: number) => ['share-links', companyId] as const,
};

export async function fetchShareLinks(companyId: number): Promise<ShareLinkList> {
  const { data } = await httpClient.get<ShareLinkList>(`/company/${companyId}/share-links`);
  return data;
}

/** The answer's `url` is the only time the link's secret is shown. */
export async function createShareLink(
  companyId: number,
  body: CreateShareLinkBody,
): Promise<CreatedShareLink> {
  const { data } = await httpClient.post<CreatedShareLink>(`/company/${companyId}/share-links`, body);
  return data;
}

export async function revokeShareLink(companyId: number, id: string): Promise<void> {
  await httpClient.delete(`/company/${companyId}/share-links/${encodeURIComponent(id)}`);
}

export function shareLinksQueryOptions(companyId: number) {
  return queryOptions({ queryKey: shareLinkKeys.list(companyId), queryFn: () => fetchShareLinks(companyId) });
}

export function useCreateShareLink(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody) => createShareLink(companyId, body),
    onSettled: () => client.invalidateQueries({ queryKey: shareLinkKeys.list(companyId) }),
  });
}

export function useRevokeShareLink(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeShareLink(companyId, id),
    onSettled: () => client.invalidateQueries({ queryKey: shareLinkKeys.list(companyId) }),
  });
}
