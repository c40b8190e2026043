import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, expectNoRequests, mockApi, renderWithProviders, scaled } from '../../testing';
import { PasswordResetPage } from './password-reset-page';
import { SetupPage } from './setup-page';
import { SignInLinkPage } from './sign-in-link-page';
import { TeamInvitationPage } from './team-invitation-page';

const SESSION = { userId: 3, companyId: 7, email: 'dana@example.com', role: 'owner' };
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const elsewhere = [{ path: '*', element: <p>Elsewhere</p> }];

describe('SetupPage', { timeout: scaled(20_000) }, () => {
  async function fill() {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Set-up code' }), 'WRONG-CODE');
    await user.type(field(/^Company name/), 'Northwind');
    await user.type(field(/^Your name/), 'Dana Reyes');
    await user.type(field(/^Email/), 'dana@example.com');
    await user.type(field(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));
  }

  it('tells where the set-up code is found', async () => {
    mockApi('get', '/setup', { needed: true });
    renderWithProviders(<SetupPage />, { path: '/setup' });
    const code = await screen.findByRole('textbox', { name: 'Set-up code' });
    const help = document.getElementById(code.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Printed in the server log, or run `npm run cli -- setup-code`.');
  });

  it('shows the server’s messages on the fields they concern', async () => {
    mockApi('get', '/setup', { needed: true });
    mockApi(
      'post',
      '/setup',
      apiError(400, {
        code: 'VALIDATION',
        message: 'Use at least 12 characters.',
        fields: [{ path: 'body.password', message: 'Use at least 12 characters.' }],
      }),
    );
    renderWithProviders(<SetupPage />, { path: '/setup' });
    await fill();
    expect((await screen.findByRole('alert')).textContent).toContain('Use at least 12 characters.');
    const password = field(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Use at least 12 characters.',
    );
  });

  it('puts a refused set-up code beside its field, and goes to the recruiter home once accepted', async () => {
    mockApi('get', '/setup', { needed: true });
    const post = mockApi(
      'post',
      '/setup',
      apiError(403, { code: 'INVALID_SETUP_CODE', message: 'Wrong set-up code.' }),
    );
    const { router } = renderWithProviders(<SetupPage />, { path: '/setup', routes: elsewhere });
    await fill();
    const code = await screen.findByRole('textbox', { name: 'Set-up code' });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(post.last()?.body).toEqual({
      setupCode: 'WRONG-CODE',
      companyName: 'Northwind',
      name: 'Dana Reyes',
      email: 'dana@example.com',
      password: 'short',
    });
    mockApi('post', '/setup', SESSION);
    await userEvent.click(screen.getByRole('button', { name: 'Create the company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
  });

  it('points to sign-in when the instance is set up', async () => {
    mockApi('get', '/setup', { needed: false });
    renderWithProviders(<SetupPage />, { path: '/setup' });
    expect((await screen.findByRole('link', { name: 'Go to sign-in' })).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(screen.queryByRole('textbox', { name: 'Set-up code' })).toBeNull();
  });
});

describe('SignInLinkPage', { timeout: scaled(20_000) }, () => {
  it('uses the link only when the person presses Sign in (a mail scanner opening it does nothing)', async () => {
    const confirm = mockApi('post', '/auth/sign-in-link/confirm', SESSION);
    const { router } = renderWithProviders(<SignInLinkPage />, {
      path: '/sign-in/link/:token',
      route: '/sign-in/link/tok-123',
      routes: elsewhere,
    });
    await expectNoRequests(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(confirm.last()?.body).toEqual({ token: 'tok-123' });
  });

  it('says when the link is used up', async () => {
    mockApi('post', '/auth/sign-in-link/confirm', apiError(410));
    renderWithProviders(<SignInLinkPage />, { path: '/sign-in/link/:token', route: '/sign-in/link/old' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not valid any more');
  });
});

describe('PasswordResetPage', { timeout: scaled(20_000) }, () => {
  const route = { path: '/password-reset/:token', route: '/password-reset/reset-tok' };

  it('asks for the new password twice, then sends it with the token and offers sign-in', async () => {
    const confirm = mockApi('post', '/auth/password-reset/confirm', undefined);
    renderWithProviders(<PasswordResetPage />, route);
    const user = userEvent.setup();
    await user.type(field(/^New password/), 'a long new passphrase');
    await user.type(field(/^Repeat the new password/), 'a long new passphrase!');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The two passwords differ.');
    await expectNoRequests(confirm);

    await user.type(field(/^Repeat the new password/), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Sign in with it now.');
    expect(confirm.last()?.body).toEqual({ token: 'reset-tok', password: 'a long new passphrase' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});

describe('TeamInvitationPage', { timeout: scaled(20_000) }, () => {
  const route = { path: '/team-invitations/:token', route: '/team-invitations/inv-tok', routes: elsewhere };

  it('shows company, email and role, and accepting signs in to the recruiter home', async () => {
    mockApi('get', '/team-invitations/inv-tok', {
      companyName: 'Northwind',
      email: 'rita@example.com',
      role: 'reviewer',
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
    const accept = mockApi('post', '/team-invitations/inv-tok/accept', { ...SESSION, role: 'reviewer' });
    const { router } = renderWithProviders(<TeamInvitationPage />, route);
    expect(await screen.findByText('You are invited to Northwind on Video Interviewer.')).toBeDefined();
    expect(screen.getByText('rita@example.com')).toBeDefined();
    expect(screen.getByText('Reviewer')).toBeDefined();
    const user = userEvent.setup();
    await user.type(field(/^Your name/), 'Rita Reviewer');
    await user.type(field(/^Password/), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(accept.last()?.body).toEqual({ name: 'Rita Reviewer', password: 'a long new passphrase' });
  });

  it('says when the invitation has expired or was withdrawn', async () => {
    mockApi('get', '/team-invitations/inv-tok', apiError(410));
    renderWithProviders(<TeamInvitationPage />, route);
    expect((await screen.findByRole('alert')).textContent).toContain('expired or was withdrawn');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
