import type { TeamInviteRequest, TeamInviteResponse, TeamList, TeamMemberPatch } from '@vi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { httpClient } from '../http-client';

export const teamKeys = { list: (companyId: number) => ['team', companyId] as const };

/** The company's members and its pending invitations (owners and admins). */
export async function fetchTeam(companyId: number): Promise<TeamList> {
  const { data } = await httpClient.get<TeamList>(`/company/${companyId}/team`);
  return data;
}

export async function inviteTeamMember(
  companyId: number,
  body: TeamInviteRequest,
): Promise<TeamInviteResponse> {
  const { data } = await httpClient.post<TeamInviteResponse>(`/company/${companyId}/team`, body);
  return data;
}

/** Role (role 'owner' from the owner transfers ownership), active, a reviewer's jobs and contact rights. */
export async function patchTeamMember(
  companyId: number,
  userId: number,
  body: TeamMemberPatch,
): Promise<void> {
  await httpClient.patch(`/company/${companyId}/team/${userId}`, body);
}

export async function revokeTeamInvitation(companyId: number, invitationId: string): Promise<void> {
  await httpClient.delete(`/company/${companyId}/team-invitations/${encodeURIComponent(invitationId)}`);
}

/**
 * A new link for a pending invitation (only a link's hash is kept, so a lost one cannot be shown again):
 * the earlier link stops working and the 7 days start again.
 */
export async function reissueTeamInvitation(
  companyId: number,
  invitationId: string,
): Promise<TeamInviteResponse> {
  const { data } = await httpClient.post<TeamInviteResponse>(
    `/company/${companyId}/team-invitations/${encodeURIComponent(invitationId)}/reissue`,
  );
  return data;
}

/** The company's policy: every member must use a second factor. */
export async function putCompanySecurity(companyId: number, requireTwoFactor: boolean): Promise<boolean> {
  const { data } = await httpClient.put<{ requireTwoFactor: boolean }>(`/company/${companyId}/security`, {
    requireTwoFactor,
  });
  return data.requireTwoFactor;
}

export function teamQueryOptions(companyId: number) {
  return queryOptions({ queryKey: teamKeys.list(companyId), queryFn: () => fetchTeam(companyId) });
}
