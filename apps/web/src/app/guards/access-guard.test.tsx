import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IFRAME_TOKEN_STORAGE_KEY } from '@vi/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveIframeToken } from '../../features/embedding/iframe';
import { clearPendingSignIn } from '../../features/sign-in/pending-sign-in';
import { httpClient, setAuthToken } from '../../shared/api/http-client';
import { findCookie } from '../../shared/lib/cookies';
import {
  RecruiterIdentityProvider,
  useRecruiterIdentity,
} from '../../shared/identity/recruiter-identity-context';
import { resetPublicConfigCache } from '../../shared/api/public-config';
import { createPublicConfig } from '../../test/public-config-fixture';
import { apiError, expectNoRequests, mockApi, renderWithProviders } from '../../testing';
import { decideAccess, AccessGuard, type AccessInput } from './access-guard';

const NOW = Date.UTC(2026, 0, 1);
const FUTURE = Math.floor(NOW / 1000) + 3600;
const PAST = Math.floor(NOW / 1000) - 60;

function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const ME = {
  userId: 7,
  companyId: 3,
  expiresAt: '2026-01-01T01:00:00.000Z',
  user: { id: 7, active: true, contactInfo: { firstName: 'Dana', lastName: 'Reyes' } },
  companyName: 'Northwind Robotics',
};

const validPageToken = makeToken({ userId: 7, companyId: 3, exp: FUTURE });
const expiredToken = makeToken({ userId: 7, companyId: 3, exp: PAST });

function input(overrides: Partial<AccessInput>): AccessInput {
  return {
    isInIframe: false,
    iframeToken: undefined,
    sessionToken: undefined,
    urlToken: undefined,
    now: NOW,
    ...overrides,
  };
}

describe('decideAccess (spec §6 order)', () => {
  it('1. allows an iframe with a valid unexpired stored token', () => {
    expect(decideAccess(input({ isInIframe: true, iframeToken: makeToken({ exp: FUTURE }) }))).toEqual({
      isAllowed: true,
      reason: 'iframe-token',
    });
    expect(decideAccess(input({ isInIframe: true, iframeToken: makeToken({}) })).isAllowed).toBe(true);
  });

  it('1. ignores the stored iframe token outside an iframe or when it is expired or malformed', () => {
    expect(decideAccess(input({ iframeToken: makeToken({ exp: FUTURE }) })).reason).toBe('no-token');
    expect(decideAccess(input({ isInIframe: true, iframeToken: expiredToken })).reason).toBe('no-token');
    expect(decideAccess(input({ isInIframe: true, iframeToken: 'two.parts' })).reason).toBe('no-token');
  });

  it('2. allows a session token that is not expired, and refuses an expired one', () => {
    expect(decideAccess(input({ sessionToken: validPageToken }))).toEqual({
      isAllowed: true,
      reason: 'session-token',
    });
    expect(decideAccess(input({ sessionToken: expiredToken }))).toEqual({
      isAllowed: false,
      reason: 'session-token-expired',
    });
  });

  it('3. never signs in with a valid URL token by itself: the person confirms whose account it is', () => {
    expect(decideAccess(input({ urlToken: validPageToken }))).toEqual({
      isAllowed: false,
      reason: 'confirm-sign-in',
      token: validPageToken,
      replacesSession: false,
    });
    // An expired session is no session: the new link is asked about, not refused.
    expect(decideAccess(input({ sessionToken: expiredToken, urlToken: validPageToken }))).toMatchObject({
      reason: 'confirm-sign-in',
      replacesSession: false,
    });
  });

  it('3. asks before a link replaces another account’s session; the same account goes straight in', () => {
    const otherUser = makeToken({ userId: 8, companyId: 3, exp: FUTURE });
    const otherCompany = makeToken({ userId: 7, companyId: 4, exp: FUTURE });
    for (const sessionToken of [otherUser, otherCompany]) {
      expect(decideAccess(input({ sessionToken, urlToken: validPageToken }))).toEqual({
        isAllowed: false,
        reason: 'confirm-sign-in',
        token: validPageToken,
        replacesSession: true,
      });
    }
    const sameAccount = makeToken({ userId: '7', companyId: 3, exp: FUTURE + 60 });
    expect(decideAccess(input({ sessionToken: sameAccount, urlToken: validPageToken }))).toEqual({
      isAllowed: true,
      reason: 'session-token',
    });
    // A broken link beside a live session changes nothing.
    expect(decideAccess(input({ sessionToken: validPageToken, urlToken: expiredToken })).isAllowed).toBe(
      true,
    );
  });

  it.each([
    ['without userId', makeToken({ companyId: 3, exp: FUTURE })],
    ['without companyId', makeToken({ userId: 7, exp: FUTURE })],
    ['expired', expiredToken],
    ['undecodable', 'not-a-token'],
  ])('3. refuses a URL token %s', (_label, urlToken) => {
    expect(decideAccess(input({ urlToken }))).toEqual({ isAllowed: false, reason: 'url-token-invalid' });
  });

  it('4. refuses when there is no token at all', () => {
    expect(decideAccess(input({}))).toEqual({ isAllowed: false, reason: 'no-token' });
  });
});

function clearCookie() {
  document.cookie = 'jtToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

function renderGuarded(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AccessGuard>
        <h2>Protected content</h2>
      </AccessGuard>
    </MemoryRouter>,
  );
}

describe('AccessGuard', () => {
  const liveToken = makeToken({ userId: 7, companyId: 3, exp: Math.floor(Date.now() / 1000) + 3600 });

  beforeEach(() => {
    clearCookie();
    sessionStorage.clear();
  });

  afterEach(() => {
    // Unmounted first: a guard still on screen would ask for a browser session once the link is cleared.
    cleanup();
    vi.restoreAllMocks();
    clearPendingSignIn();
    clearCookie();
    setAuthToken(null);
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
  });

  it('keeps the 401 page for an expired jtToken, without asking for a browser session', async () => {
    document.cookie = `jtToken=${makeToken({ userId: 7, companyId: 3, exp: 1 })}; path=/`;
    const me = mockApi('get', '/auth/me', ME);
    renderGuarded('/recruiter');

    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.queryByText('Protected content')).toBeNull();
    await expectNoRequests(me);
  });

  it('asks whose account a sign-in link opens; Continue signs in and saves the jtToken cookie', async () => {
    const me = vi.spyOn(httpClient, 'get').mockResolvedValue({ data: ME });
    renderGuarded(`/recruiter?jtToken=${liveToken}`);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm sign-in' });
    expect(within(dialog).getByText('You are signing in as Dana Reyes, Northwind Robotics.')).toBeDefined();
    // The server was asked with the link's token, not the browser's session.
    expect(me).toHaveBeenCalledWith('/auth/me', { headers: { Authorization: `Bearer ${liveToken}` } });
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(findCookie('jtToken')).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Protected content' })).toBeDefined();
    expect(findCookie('jtToken')).toBe(liveToken);
  });

  it('Cancel leaves the browser signed out', async () => {
    vi.spyOn(httpClient, 'get').mockResolvedValue({ data: ME });
    renderGuarded(`/recruiter?jtToken=${liveToken}`);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(findCookie('jtToken')).toBeUndefined();
  });

  it('shows the 401 page for a link the server does not accept', async () => {
    vi.spyOn(httpClient, 'get').mockRejectedValue(new Error('Request failed with status code 401'));
    renderGuarded(`/recruiter?jtToken=${liveToken}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(findCookie('jtToken')).toBeUndefined();
  });

  it('allows the session token from the cookie', () => {
    document.cookie = `jtToken=${liveToken}; path=/`;
    renderGuarded('/recruiter');

    expect(screen.getByText('Protected content')).toBeDefined();
  });

  it('inside an iframe, lets the page in once the host sends a token', () => {
    Object.defineProperty(window, 'parent', { value: {}, configurable: true });
    renderGuarded('/recruiter');
    expect(screen.getByText('Authorization required.')).toBeDefined();

    act(() => {
      saveIframeToken(makeToken({ exp: Math.floor(Date.now() / 1000) + 60 }));
    });

    expect(screen.getByText('Protected content')).toBeDefined();
    expect(sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY)).not.toBeNull();
  });
});

/** What a recruiter screen learns from the identity the guard let in. */
function WhoAmI() {
  const { companyId, userId, session } = useRecruiterIdentity();
  return <p>{`company ${companyId}, user ${userId}, ${session?.role ?? 'token'} ${session?.email ?? ''}`}</p>;
}

describe('AccessGuard with a browser session (no jtToken)', () => {
  function renderArea(route: string) {
    return renderWithProviders(
      <AccessGuard>
        <RecruiterIdentityProvider>
          <WhoAmI />
        </RecruiterIdentityProvider>
      </AccessGuard>,
      {
        path: '/recruiter/*',
        route,
        routes: [
          { path: '/sign-in', element: <p>Sign-in page</p> },
          { path: '/setup', element: <p>Set-up page</p> },
        ],
      },
    );
  }

  it('lets a signed-in session in, with the identity GET /auth/me gives', async () => {
    mockApi('get', '/auth/me', {
      ...ME,
      userId: 9,
      companyId: 4,
      email: 'rita@example.com',
      role: 'reviewer',
    });
    renderArea('/recruiter/team');
    expect(await screen.findByText('company 4, user 9, reviewer rita@example.com')).toBeDefined();
  });

  it('sends a visitor without a session to sign-in, to come back to the page afterwards', async () => {
    mockApi('get', '/auth/me', apiError(401));
    mockApi('get', '/setup', { needed: false });
    const { router } = renderArea('/recruiter/team?x=1');
    expect(await screen.findByText('Sign-in page')).toBeDefined();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/v1/recruiter/team?x=1')}`);
  });

  it('sends a visitor to the set-up while the instance has none', async () => {
    mockApi('get', '/auth/me', apiError(401));
    mockApi('get', '/setup', { needed: true });
    renderArea('/recruiter');
    expect(await screen.findByText('Set-up page')).toBeDefined();
  });

  it("keeps the spec's 401 page for a visitor without a token when SIGN_IN_PAGE is off", async () => {
    mockApi('get', '/auth/me', apiError(401));
    resetPublicConfigCache();
    mockApi('get', '/config', createPublicConfig({ accounts: { emailSignIn: false, signInPage: false } }));
    renderArea('/recruiter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.queryByText('Sign-in page')).toBeNull();
  });

  it('shows the 401 page when the server cannot say who is signed in', async () => {
    mockApi('get', '/auth/me', apiError(500));
    renderArea('/recruiter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
  });
});
