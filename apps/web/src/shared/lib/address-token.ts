import { TOKEN_URL_PARAM } from '@vi/contracts';

/**
 * Takes jtToken out of the address (history.replaceState) and returns it: a sign-in token must not stay
 * in the address bar, the history, a bookmark or a screenshot, nor reach a page's error reports.
 */
export function takeTokenFromAddress(win: Window = window): string | undefined {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(TOKEN_URL_PARAM);
  if (token === null) return undefined;
  url.searchParams.delete(TOKEN_URL_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token === '' ? undefined : token;
}

/** `search` (a location's query) without jtToken, and the token it held. */
export function splitTokenFromSearch(search: string): { token: string | undefined; search: string } {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_URL_PARAM) ?? undefined;
  params.delete(TOKEN_URL_PARAM);
  const rest = params.toString();
  return { token: token === '' ? undefined : token, search: rest === '' ? '' : `?${rest}` };
}
