import type { MeResponse } from '@vi/contracts';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../shared/api/http-client';

/** GET /auth/me: who the token belongs to, for the navigation bar. */
export async function fetchMe(): Promise<MeResponse> {
  const { data } = await httpClient.get<MeResponse>('/auth/me');
  return data;
}

export function useMe() {
  // Who is signed in does not change while the token lives; a failure only hides the name.
  return useQuery({ queryKey: ['me'], queryFn: fetchMe, staleTime: Infinity, retry: false });
}

export function displayName(me: MeResponse): string {
  const info = me.user?.contactInfo;
  const name = info === undefined ? '' : `${info.firstName} ${info.lastName}`.trim();
  return name === '' ? `User ${me.userId}` : name;
}
