import { TOKEN_COOKIE } from '@vi/contracts';

export type TestIdentity = { companyId: number; userId: number };

/** The recruiter most recruiter tests act as: the fixtures' company (7), so their jobs belong to it. */
export const RECRUITER: TestIdentity = { companyId: 7, userId: 3 };

function base64Url(text: string): string {
  return btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT with the claims the web app reads (the server, not the client, checks signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/**
 * Signs the recruiter in the way the access guard leaves them: the session cookie holds their token, which
 * readRecruiterIdentity decodes. Tests use this instead of replacing recruiter-identity with a mock.
 */
export function signInAs(identity: TestIdentity = RECRUITER): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  document.cookie = `${TOKEN_COOKIE}=${makeToken({ ...identity, exp })}; path=/`;
}

export function signOut(): void {
  // The setup file signs out after every test, also in files that run without a DOM.
  if (typeof document === 'undefined') return;
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
