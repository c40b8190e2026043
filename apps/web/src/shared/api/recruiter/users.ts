import { queryOptions } from '@tanstack/react-query';
import type { LanguageTag, MeResponse, UpdateMeBody, User } from '@vi/contracts';
import { UI_LIMITS } from '../../lib/ui-limits';
import { httpClient } from '../http-client';

/* The company's users, and who is signed in. */

const userKeys = {
  list: (companyId: number) => ['users', companyId] as const,
  me: () => ['me'] as const,
};

export async function fetchUsers(companyId: number): Promise<User[]> {
  const { data } = await httpClient.get<User[]>(`/company/${companyId}/user`);
  return data;
}

/** GET /auth/me: who the token belongs to, for the navigation bar. */
export async function fetchMe(): Promise<MeResponse> {
  const { data } = await httpClient.get<MeResponse>('/auth/me');
  return data;
}

/** PATCH /auth/me: saves the signed-in user's interface language; answers GET /auth/me's shape. */
export async function saveMyLanguage(language: LanguageTag): Promise<MeResponse> {
  const { data } = await httpClient.patch<MeResponse>('/auth/me', { language } satisfies UpdateMeBody);
  return data;
}

/** Spec §7: the company's users are cached for 30 minutes. */
export function usersQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: userKeys.list(companyId),
    queryFn: () => fetchUsers(companyId),
    staleTime: UI_LIMITS.userCacheMs,
    gcTime: UI_LIMITS.userCacheMs,
  });
}

export function meQueryOptions() {
  // Who is signed in does not change while the token lives; a failure only hides the name.
  return queryOptions({ queryKey: userKeys.me(), queryFn: fetchMe, staleTime: Infinity, retry: false });
}
