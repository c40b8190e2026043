import type { SessionResponse, SetupRequest, SetupStatus } from '@vi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { httpClient } from '../http-client';

export const setupKeys = { status: () => ['setup-status'] as const };

/** GET /setup: whether this instance still waits for its first company and owner. */
export async function fetchSetupStatus(): Promise<SetupStatus> {
  const { data } = await httpClient.get<SetupStatus>('/setup');
  return data;
}

/** POST /setup: creates the company and its owner and signs the owner in (201 with the session cookie). */
export async function postSetup(body: SetupRequest): Promise<SessionResponse> {
  const { data } = await httpClient.post<SessionResponse>('/setup', body);
  return data;
}

export function setupStatusQueryOptions() {
  return queryOptions({ queryKey: setupKeys.status(), queryFn: fetchSetupStatus, staleTime: Infinity });
}
