/** Where the recruiter goes after signing in when `?next=` names nothing usable (a router path). */
export const DEFAULT_AFTER_SIGN_IN = '/recruiter';
const BASE = '/v1/';

/**
 * The router path (without the /v1 base) that a sign-in's `?next=` asks for, when it is a path of this
 * origin under /v1/; anything else (another origin, `//host`, a backslash, a scheme) gives the default,
 * so a crafted link cannot send a person elsewhere after they sign in.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !next.startsWith(BASE)) return DEFAULT_AFTER_SIGN_IN;
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 0x20)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, 'https://origin.invalid');
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== 'https://origin.invalid' || !url.pathname.startsWith(BASE)) return DEFAULT_AFTER_SIGN_IN;
  const path = url.pathname.slice(BASE.length - 1);
  // The account pages themselves are no place to come back to.
  if (/^\/(sign-in|setup|password-reset|team-invitations)(\/|$)/.test(path)) return DEFAULT_AFTER_SIGN_IN;
  return `${path}${url.search}${url.hash}`;
}

/** `/v1/sign-in?next=…` for the page the person tried to open (a router location). */
export function signInPathFor(pathname: string, search = ''): string {
  return `/sign-in?next=${encodeURIComponent(`${BASE.slice(0, -1)}${pathname}${search}`)}`;
}
