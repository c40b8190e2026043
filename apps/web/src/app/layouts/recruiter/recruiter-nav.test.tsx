import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse, Role } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { RecruiterIdentityProvider } from '../../../shared/identity/recruiter-identity-context';
import { mockApi, renderWithProviders } from '../../../testing';
import { RecruiterNav } from './recruiter-nav';

const me = (extra: Partial<MeResponse>): MeResponse => ({
  userId: 3,
  companyId: 7,
  expiresAt: '2026-12-01T00:00:00Z',
  user: { id: 3, active: true, contactInfo: { firstName: 'Dana', lastName: 'Reyes' } },
  companyName: 'Northwind',
  ...extra,
});

/** Signed in with a browser session (the guard's identity from GET /auth/me). */
function renderWithSession(role: Role) {
  mockApi('get', '/auth/me', me({ role, email: 'dana@example.com' }));
  return renderWithProviders(
    <RecruiterIdentityProvider
      identity={{ companyId: 7, userId: 3, session: { role, email: 'dana@example.com' } }}
    >
      <RecruiterNav />
    </RecruiterIdentityProvider>,
    { path: '/recruiter', routes: [{ path: '/sign-in', element: <p>Sign-in page</p> }] },
  );
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('RecruiterNav by role', () => {
  it('gives an owner Team, Account and Sign out', async () => {
    renderWithSession('owner');
    await screen.findByText('Dana Reyes');
    expect(linkNames()).toEqual(
      expect.arrayContaining(['Bulk invite', 'Integrations', 'Settings', 'Team', 'Audit log', 'Account']),
    );
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/recruiter/team');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDefined();
  });

  it('shows a reviewer neither inviting, configuring nor the team', async () => {
    renderWithSession('reviewer');
    await screen.findByText('Dana Reyes');
    const names = linkNames();
    for (const hidden of [
      'Bulk invite',
      'Funnel',
      'Integrations',
      'Settings',
      'Team',
      'Single sign-on',
      'Audit log',
    ]) {
      expect(names).not.toContain(hidden);
    }
    expect(names).toEqual(expect.arrayContaining(['Home', 'Account']));
  });

  it('shows a recruiter recruiting, but no settings, integrations, team, single sign-on or audit log', async () => {
    renderWithSession('recruiter');
    await screen.findByText('Dana Reyes');
    expect(linkNames()).toEqual(expect.arrayContaining(['Bulk invite', 'Funnel']));
    for (const hidden of ['Settings', 'Integrations', 'Team', 'Single sign-on', 'Audit log']) {
      expect(linkNames()).not.toContain(hidden);
    }
  });

  it('Sign out ends the session and goes to the sign-in page', async () => {
    const signOut = mockApi('post', '/auth/sign-out', undefined);
    const { router } = renderWithSession('recruiter');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(signOut.calls).toHaveLength(1);
  });

  it('gives a jtToken admin the team (from isAdmin) but no Account or Sign out', async () => {
    mockApi('get', '/auth/me', me({ isAdmin: true }));
    renderWithProviders(<RecruiterNav />, { path: '/recruiter', identity: { companyId: 7, userId: 3 } });
    await screen.findByText('Dana Reyes');
    expect(linkNames()).toContain('Team');
    expect(linkNames()).not.toContain('Account');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('RecruiterNav menu', () => {
  it('folds the links behind one Menu button that opens, closes on Escape and on following a link', async () => {
    const user = userEvent.setup();
    mockApi('get', '/auth/me', me({ isAdmin: true }));
    const { router } = renderWithProviders(<RecruiterNav />, {
      path: '/recruiter',
      identity: { companyId: 7, userId: 3 },
    });
    await screen.findByText('Dana Reyes');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const controlled = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(screen.getByRole('navigation', { name: 'Recruiter' }))).toBe(true);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Interviews' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=interviews'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
