import { TOKEN_COOKIE, TOKEN_URL_PARAM } from '@vi/contracts';
import { useEffect, useReducer, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isInIframe, subscribeToIframeToken } from '../../features/embedding/iframe';
import { findCookie } from '../../shared/lib/cookies';
import { decodeToken, isExpired, isIframeTokenValid, isPageTokenValid } from '../../shared/lib/tokens';
import { findStoredIframeToken } from '../../shared/storage/iframe-token';
import { UnauthorizedPage } from '../routes/unauthorized';

export type AccessInput = {
  isInIframe: boolean;
  /** sessionStorage[iframe_jwt_token] */
  iframeToken: string | undefined;
  /** The jtToken cookie: the session's token, saved by step 3 on an earlier visit. */
  sessionToken: string | undefined;
  /** jtToken from the URL's query. */
  urlToken: string | undefined;
  /** Milliseconds, like Date.now(). */
  now: number;
};

type AccessDecision =
  | { isAllowed: true; tokenToSave?: string; reason: 'iframe-token' | 'session-token' | 'url-token' }
  | { isAllowed: false; reason: 'session-token-expired' | 'url-token-invalid' | 'no-token' };

/** Spec §6 access guard, its four steps in order. Pure so every branch is testable. */
export function decideAccess(input: AccessInput): AccessDecision {
  if (input.isInIframe && isIframeTokenValid(input.iframeToken, input.now)) {
    return { isAllowed: true, reason: 'iframe-token' };
  }
  if (input.sessionToken !== undefined && input.sessionToken !== '') {
    const claims = decodeToken(input.sessionToken);
    if (claims !== undefined && !isExpired(claims, input.now))
      return { isAllowed: true, reason: 'session-token' };
    return { isAllowed: false, reason: 'session-token-expired' };
  }
  if (input.urlToken !== undefined && input.urlToken !== '') {
    if (isPageTokenValid(input.urlToken, input.now)) {
      return { isAllowed: true, tokenToSave: input.urlToken, reason: 'url-token' };
    }
    return { isAllowed: false, reason: 'url-token-invalid' };
  }
  return { isAllowed: false, reason: 'no-token' };
}

function saveTokenCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

/** What the guard reads from the browser right now. */
function readAccessInput(search: string): AccessInput {
  return {
    isInIframe: isInIframe(),
    iframeToken: findStoredIframeToken(),
    sessionToken: findCookie(TOKEN_COOKIE),
    urlToken: new URLSearchParams(search).get(TOKEN_URL_PARAM) ?? undefined,
    now: Date.now(),
  };
}

type AccessGuardProps = {
  /** Without children the guard acts as a route layout and renders the nested route. */
  children?: ReactNode;
};

export function AccessGuard({ children }: AccessGuardProps) {
  const { search } = useLocation();
  // A token posted by the embedding host arrives after the first render: re-check when it does.
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribeToIframeToken(recheck), []);

  const decision = decideAccess(readAccessInput(search));
  const tokenToSave = decision.isAllowed ? decision.tokenToSave : undefined;

  useEffect(() => {
    if (tokenToSave !== undefined) saveTokenCookie(tokenToSave);
  }, [tokenToSave]);

  if (!decision.isAllowed) return <UnauthorizedPage />;
  return children ?? <Outlet />;
}
