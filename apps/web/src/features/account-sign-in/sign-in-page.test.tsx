import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../shared/api/public-config';
import { createPublicConfig } from '../../test/public-config-fixture';
import {
  apiError,
  expectNoRequests,
  HttpResponse,
  mockApi,
  renderWithProviders,
  scaled,
} from '../../testing';
import { SignInPage } from './sign-in-page';

/** An input by its label (forms carry names too, so the selector keeps to inputs). */
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const SESSION = { userId: 3, companyId: 7, email: 'dana@example.com', role: 'owner' };

function renderPage(route = '/sign-in', emailSignIn = false) {
  const config = mockApi('get', '/config', { ...createPublicConfig(), accounts: { emailSignIn } });
  const rendered = renderWithProviders(<SignInPage />, {
    path: '/sign-in',
    route,
    routes: [{ path: '*', element: <p>Arrived</p> }],
  });
  return { ...rendered, config };
}

async function fillAndSubmit(email = 'Dana@example.com', password = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(field(/^Email/), email);
  await user.type(field(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => resetPublicConfigCache());
afterEach(() => vi.restoreAllMocks());

describe('SignInPage', { timeout: scaled(20_000) }, () => {
  it('signs in and goes to ?next= when it is a page of this app', async () => {
    const signIn = mockApi('post', '/auth/sign-in', SESSION);
    const { router } = renderPage('/sign-in?next=%2Fv1%2Frecruiter%2Fteam');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/team'));
    expect(signIn.last()?.body).toEqual({ email: 'Dana@example.com', password: 'correct horse battery' });
  });

  it('ignores a ?next= that leads elsewhere and goes to the recruiter home', async () => {
    mockApi('post', '/auth/sign-in', SESSION);
    const { router } = renderPage(`/sign-in?next=${encodeURIComponent('//evil.example/v1/x')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
  });

  it('announces a wrong email or password and stays', async () => {
    mockApi(
      'post',
      '/auth/sign-in',
      apiError(401, { code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.' }),
    );
    const { router } = renderPage();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('The email or password is wrong.');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('asks for the second factor after a right password and sends it with the password', async () => {
    const signIn = mockApi('post', '/auth/sign-in', ({ body }) =>
      (body as { totp?: string }).totp === undefined
        ? apiError(401, { code: 'TOTP_REQUIRED', message: 'Enter the code.' })
        : SESSION,
    );
    const { router } = renderPage();
    const user = await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.type(field(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(signIn.calls.at(-1)?.body).toEqual({
      email: 'Dana@example.com',
      password: 'correct horse battery',
      totp: '123456',
    });
  });

  it('says how long to wait when the server throttles (429 with Retry-After)', async () => {
    mockApi('post', '/auth/sign-in', () =>
      HttpResponse.json(
        { statusCode: 429, error: 'Too Many Requests', message: 'Slow down', code: 'RATE_LIMITED' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    renderPage();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Try again in 42 seconds.',
    );
  });

  it('requests a password reset and gives the same answer whoever asks', async () => {
    const reset = mockApi('post', '/auth/password-reset', undefined);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(field(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists, we sent a link.',
    );
    expect(reset.last()?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('offers an emailed sign-in link only when the server can send mail', async () => {
    const { config } = renderPage('/sign-in', false);
    await waitFor(() => expect(config.calls).toHaveLength(1));
    // The answer has arrived and rendered by the next task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it('sends the sign-in link when offered', async () => {
    const link = mockApi('post', '/auth/sign-in-link', undefined);
    renderPage('/sign-in', true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    await user.type(field(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists, we sent a link.',
    );
    expect(link.last()?.body).toEqual({ email: 'dana@example.com' });
  });

  it('single sign-on: finds the company by the work email and hands the browser to its start', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const discover = mockApi('get', '/auth/sso/discover', { companyId: 12 });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await user.type(field(/^Work email/), 'dana@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/auth/sso/12/start'));
    expect(discover.last()?.query).toEqual({ email: 'dana@northwind.example' });
  });

  it('single sign-on: says so when no company serves the domain', async () => {
    mockApi('get', '/auth/sso/discover', apiError(404));
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await user.type(field(/^Work email/), 'dana@elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Single sign-on is not set up');
    await expectNoRequests(mockApi('post', '/auth/sign-in', SESSION));
  });
});
