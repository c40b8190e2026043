import type { MeResponse, SessionResponse, SignInRequest } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { httpClient } from '../http-client';

/*
 * Signing in and out with a browser session (docs/accounts.md). The session cookie is HttpOnly: the
 * page never sees it, and learns who is signed in from GET /auth/me.
 */

/** GET /auth/me on the browser's session: null when nobody is signed in (401). */
export async function fetchSessionMe(): Promise<MeResponse | null> {
  try {
    const { data } = await httpClient.get<MeResponse>('/auth/me');
    return data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 401) return null;
    throw error;
  }
}

/** POST /auth/sign-in: 401 INVALID_CREDENTIALS, 401 TOTP_REQUIRED (the password was right), 429. */
export async function signIn(body: SignInRequest): Promise<SessionResponse> {
  const { data } = await httpClient.post<SessionResponse>('/auth/sign-in', body);
  return data;
}

export async function signOut(): Promise<void> {
  await httpClient.post('/auth/sign-out');
}

/** Ends every session of the signed-in person, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await httpClient.post('/auth/sign-out-everywhere');
}

/** 202 whether or not an account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await httpClient.post('/auth/password-reset', { email });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await httpClient.post('/auth/password-reset/confirm', { token, password });
}

/** A passwordless sign-in link by mail (offered only when the server can send mail); 202 always. */
export async function requestSignInLink(email: string): Promise<void> {
  await httpClient.post('/auth/sign-in-link', { email });
}

export async function confirmSignInLink(token: string): Promise<SessionResponse> {
  const { data } = await httpClient.post<SessionResponse>('/auth/sign-in-link/confirm', { token });
  return data;
}

/** The company whose single sign-on serves this email's domain; null when none does (404). */
export async function discoverSso(email: string): Promise<number | null> {
  try {
    const { data } = await httpClient.get<{ companyId: number }>('/auth/sso/discover', { params: { email } });
    return data.companyId;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** Where the browser goes to start single sign-on: a full page load, since the IdP answers with redirects. */
export function ssoStartUrl(companyId: number): string {
  return `${httpClient.defaults.baseURL ?? ''}/auth/sso/${companyId}/start`;
}

/** Public config's `accounts.emailSignIn`, read loosely: an older server sends no `accounts`. */
export function isEmailSignInOffered(config: unknown): boolean {
  if (typeof config !== 'object' || config === null || !('accounts' in config)) return false;
  const { accounts } = config;
  return typeof accounts === 'object' && accounts !== null && 'emailSignIn' in accounts
    ? accounts.emailSignIn === true
    : false;
}
