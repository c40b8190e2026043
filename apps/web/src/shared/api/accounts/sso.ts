import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { SsoConfig, SsoConfigRequest, SsoDiscoverResponse } from '@vi/contracts';
import { API_BASE_URL, httpClient } from '../http-client';

/* Single sign-on with OpenID Connect (docs/accounts.md, "Single sign-on"). */

export const ssoKeys = {
  config: (companyId: number) => ['sso-config', companyId] as const,
};

/** The company's settings, or null while none are saved (the server answers 404). */
export async function fetchSsoConfig(companyId: number): Promise<SsoConfig | null> {
  try {
    const { data } = await httpClient.get<SsoConfig>(`/company/${companyId}/sso`);
    return data;
  } catch (err) {
    if (isAxiosError(err) && err.response?.status === 404) return null;
    throw err;
  }
}

/** Saves the settings; without `clientSecret` the stored secret is kept. */
export async function saveSsoConfig(companyId: number, body: SsoConfigRequest): Promise<SsoConfig> {
  const { data } = await httpClient.put<SsoConfig>(`/company/${companyId}/sso`, body);
  return data;
}

/** The company whose single sign-on covers this address, or null when none does. */
export async function discoverSso(email: string): Promise<number | null> {
  try {
    const { data } = await httpClient.get<SsoDiscoverResponse>('/auth/sso/discover', { params: { email } });
    return data.companyId;
  } catch (err) {
    if (isAxiosError(err) && err.response?.status === 404) return null;
    throw err;
  }
}

/** Where the browser goes (a full page load) to sign in with the company's identity provider. */
export function ssoStartUrl(companyId: number, returnTo?: string): string {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  return `${API_BASE_URL}/auth/sso/${companyId}/start${query}`;
}

export function ssoConfigQueryOptions(companyId: number) {
  return queryOptions({ queryKey: ssoKeys.config(companyId), queryFn: () => fetchSsoConfig(companyId) });
}

export function useSaveSsoConfig(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoConfigRequest) => saveSsoConfig(companyId, body),
    onSuccess: (saved) => client.setQueryData(ssoKeys.config(companyId), saved),
  });
}
