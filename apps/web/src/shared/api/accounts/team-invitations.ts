import type { SessionResponse, TeamInvitationAccept, TeamInvitationView } from '@vi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { httpClient } from '../http-client';

export const teamInvitationKeys = { view: (token: string) => ['team-invitation', token] as const };

/** 404 unknown or used, 410 expired or revoked. */
export async function fetchTeamInvitation(token: string): Promise<TeamInvitationView> {
  const { data } = await httpClient.get<TeamInvitationView>(`/team-invitations/${encodeURIComponent(token)}`);
  return data;
}

/** Creates the account and signs it in. */
export async function acceptTeamInvitation(
  token: string,
  body: TeamInvitationAccept,
): Promise<SessionResponse> {
  const { data } = await httpClient.post<SessionResponse>(
    `/team-invitations/${encodeURIComponent(token)}/accept`,
    body,
  );
  return data;
}

export function teamInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: teamInvitationKeys.view(token),
    queryFn: () => fetchTeamInvitation(token),
    retry: false,
  });
}
