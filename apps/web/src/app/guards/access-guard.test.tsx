import { act, render, screen, waitFor } from '@testing-library/react';
import { IFRAME_TOKEN_STORAGE_KEY } from '@vi/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveIframeToken } from '../../features/embedding/iframe';
import { setAuthToken } from '../../shared/api/http-client';
import { findCookie } from '../../shared/lib/cookies';
import { decideAccess, AccessGuard, type AccessInput } from './access-guard';

const NOW = Date.UTC(2026, 0, 1);
const FUTURE = Math.floor(NOW / 1000) + 3600;
const PAST = Math.floor(NOW / 1000) - 60;

function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

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

  it('2. an expired session token wins over a valid URL token (the spec order)', () => {
    expect(decideAccess(input({ sessionToken: expiredToken, urlToken: validPageToken })).isAllowed).toBe(
      false,
    );
  });

  it('3. allows a valid URL token and asks for it to be saved', () => {
    expect(decideAccess(input({ urlToken: validPageToken }))).toEqual({
      isAllowed: true,
      tokenToSave: validPageToken,
      reason: 'url-token',
    });
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
    clearCookie();
    setAuthToken(null);
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
  });

  it('shows the 401 page without a token', () => {
    renderGuarded('/recruiter');

    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.queryByText('Protected content')).toBeNull();
  });

  it('allows a valid jtToken from the URL and saves it in the jtToken cookie', async () => {
    renderGuarded(`/recruiter?jtToken=${liveToken}`);

    expect(screen.getByRole('heading', { level: 2, name: 'Protected content' })).toBeDefined();
    await waitFor(() => expect(findCookie('jtToken')).toBe(liveToken));
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
