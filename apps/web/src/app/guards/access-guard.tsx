import { TOKEN_COOKIE } from '@vi/contracts';
import { lazy, Suspense, useEffect, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isInIframe, subscribeToIframeToken } from '../../features/embedding/iframe';
import {
  clearPendingSignIn,
  findPendingSignIn,
  setPendingSignIn,
  subscribeToPendingSignIn,
} from '../../features/sign-in/pending-sign-in';
import { splitTokenFromSearch } from '../../shared/lib/address-token';
import { findCookie } from '../../shared/lib/cookies';
import { signInPathFor } from '../../shared/lib/next-path';
import { RecruiterIdentityProvider } from '../../shared/identity/recruiter-identity-context';
import {
  decodeToken,
  isExpired,
  isIframeTokenValid,
  isPageTokenValid,
  type TokenClaims,
} from '../../shared/lib/tokens';
import { findStoredIframeToken } from '../../shared/storage/iframe-token';
import { Spinner } from '../../shared/ui/spinner';
import { UnauthorizedPage } from '../routes/unauthorized';
import { useSessionProbe } from './use-session-probe';

// A dialog most visits never show: loaded only when a sign-in link is opened.
const SignInConfirmation = lazy(async () => {
  const { SignInConfirmation } = await import('../../features/sign-in/components/sign-in-confirmation');
  return { default: SignInConfirmation };
});

export type AccessInput = {
  isInIframe: boolean;
  /** sessionStorage[iframe_jwt_token] */
  iframeToken: string | undefined;
  /** The jtToken cookie: the session's token, saved when a sign-in link was confirmed. */
  sessionToken: string | undefined;
  /** A sign-in link's jtToken (taken out of the address bar, waiting for the person's answer). */
  urlToken: string | undefined;
  /** Milliseconds, like Date.now(). */
  now: number;
};

type AccessDecision =
  | { isAllowed: true; reason: 'iframe-token' | 'session-token' }
  | { isAllowed: false; reason: 'confirm-sign-in'; token: string; replacesSession: boolean }
  | { isAllowed: false; reason: 'session-token-expired' | 'url-token-invalid' | 'no-token' };

const sameAccount = (a: TokenClaims, b: TokenClaims) =>
  String(a.userId) === String(b.userId) && String(a.companyId) === String(b.companyId);

/**
 * Spec §6 access guard, with the sign-in confirmation: a valid sign-in link never signs the
 * browser in by itself. When the browser has no live session of that same account, the person is told
 * whose account the link opens and chooses (docs/security.md). Pure so every branch is testable.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  if (input.isInIframe && isIframeTokenValid(input.iframeToken, input.now)) {
    return { isAllowed: true, reason: 'iframe-token' };
  }
  const session = input.sessionToken ? decodeToken(input.sessionToken) : undefined;
  const isSessionLive = session !== undefined && !isExpired(session, input.now);
  if (input.urlToken !== undefined && input.urlToken !== '') {
    if (isPageTokenValid(input.urlToken, input.now)) {
      const link = decodeToken(input.urlToken)!;
      if (isSessionLive && sameAccount(session, link)) return { isAllowed: true, reason: 'session-token' };
      return {
        isAllowed: false,
        reason: 'confirm-sign-in',
        token: input.urlToken,
        replacesSession: isSessionLive,
      };
    }
    if (!isSessionLive) return { isAllowed: false, reason: 'url-token-invalid' };
  }
  if (input.sessionToken !== undefined && input.sessionToken !== '') {
    if (isSessionLive) return { isAllowed: true, reason: 'session-token' };
    return { isAllowed: false, reason: 'session-token-expired' };
  }
  return { isAllowed: false, reason: 'no-token' };
}

function saveTokenCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

/** What the guard reads from the browser right now. */
function readAccessInput(urlToken: string | undefined): AccessInput {
  return {
    isInIframe: isInIframe(),
    iframeToken: findStoredIframeToken(),
    sessionToken: findCookie(TOKEN_COOKIE),
    urlToken,
    now: Date.now(),
  };
}

type AccessGuardProps = {
  /** Without children the guard acts as a route layout and renders the nested route. */
  children?: ReactNode;
};

export function AccessGuard({ children }: AccessGuardProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useSyncExternalStore(subscribeToPendingSignIn, findPendingSignIn);
  // A token posted by the embedding host arrives after the first render: re-check when it does.
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribeToIframeToken(recheck), []);

  // The app takes jtToken out of the address at start; one arriving on a later navigation leaves it too.
  const fromAddress = splitTokenFromSearch(location.search);
  useEffect(() => {
    if (fromAddress.token === undefined || isInIframe()) return;
    setPendingSignIn(fromAddress.token);
    void navigate(
      { pathname: location.pathname, search: fromAddress.search, hash: location.hash },
      { replace: true },
    );
  }, [fromAddress.token, fromAddress.search, location.pathname, location.hash, navigate]);

  const decision = decideAccess(readAccessInput(pending ?? fromAddress.token));
  // No token at all outside an iframe: a browser session may be signed in (docs/accounts.md). An expired
  // or forged jtToken keeps the spec's 401 page, and an iframe keeps waiting for its host's token.
  // A person who cancelled a sign-in link stays on the spec's 401 page.
  const [hasDeclinedLink, setHasDeclinedLink] = useState(false);
  const session = useSessionProbe(decision.reason === 'no-token' && !isInIframe() && !hasDeclinedLink);
  if (decision.reason === 'no-token' && session.status !== 'idle' && session.status !== 'failed') {
    if (session.status === 'checking') return <Spinner fullScreen />;
    if (session.status === 'signed-out') {
      return (
        <Navigate
          replace
          to={session.setupNeeded ? '/setup' : signInPathFor(location.pathname, location.search)}
        />
      );
    }
    return (
      <RecruiterIdentityProvider identity={session.identity}>
        {children ?? <Outlet />}
      </RecruiterIdentityProvider>
    );
  }
  if (decision.reason === 'confirm-sign-in') {
    const { token } = decision;
    return (
      <Suspense fallback={null}>
        <SignInConfirmation
          token={token}
          replacesSession={decision.replacesSession}
          onContinue={() => {
            saveTokenCookie(token);
            clearPendingSignIn();
          }}
          onCancel={() => {
            setHasDeclinedLink(true);
            clearPendingSignIn();
          }}
          invalid={<UnauthorizedPage />}
        />
      </Suspense>
    );
  }
  if (!decision.isAllowed) return <UnauthorizedPage />;
  return children ?? <Outlet />;
}
