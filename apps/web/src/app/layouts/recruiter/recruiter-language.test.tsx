import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@vi/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../../../features/account-sign-in/sign-in-page';
import { AccountSettingsPage } from '../../../features/account-settings/account-settings-page';
import { resetRecruiterLanguage } from '../../../shared/i18n/recruiter-i18n';
import { apiError, mockApi, RECRUITER, signInAs, scaled } from '../../../testing';
import { RecruiterIdentityProvider } from '../../../shared/identity/recruiter-identity-context';
import { AccountPagesOutlet } from '../../routes/account-pages-outlet';
import { RecruiterLayout } from './recruiter-layout';

const me = (language: string | null): MeResponse => ({
  userId: 3,
  companyId: 7,
  expiresAt: '2026-12-01T00:00:00.000Z',
  user: { id: 3, active: true, contactInfo: { firstName: 'Dana', lastName: 'Berg' } },
  companyName: 'Northwind',
  role: 'recruiter',
  language,
});

function browserAsksFor(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The recruiter area as the app mounts it: the layout, its account page and a home stand-in. */
function renderRecruiter(path = '/recruiter/account') {
  signInAs(RECRUITER);
  const router = createMemoryRouter(
    [
      {
        element: (
          <RecruiterIdentityProvider
            identity={{ companyId: 7, userId: 3, session: { role: 'recruiter', email: 'dana@example.com' } }}
          >
            <RecruiterLayout />
          </RecruiterIdentityProvider>
        ),
        children: [
          { path: '/recruiter', element: <p>home content</p> },
          { path: '/recruiter/account', element: <AccountSettingsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const signOutButton = () =>
  screen.findByRole('button', { name: /^(Sign out|Abmelden|Se déconnecter|Sair)$/ });

describe('the recruiter interface language', { timeout: scaled(20_000) }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await resetRecruiterLanguage();
  });

  it('follows the language the user saved, whatever the browser asks for', async () => {
    browserAsksFor('en-US', 'en');
    mockApi('get', '/auth/me', me('de'));
    renderRecruiter('/recruiter');
    await waitFor(async () => expect((await signOutButton()).textContent).toBe('Abmelden'));
    const nav = screen.getByRole('navigation', { name: 'Recruiting' });
    expect(within(nav).getByRole('link', { name: 'Fragebögen' }).getAttribute('href')).toBe(
      '/recruiter?tab=questionnaires',
    );
    expect(screen.getByText('home content')).toBeDefined();
    expect(document.documentElement.lang).toBe('de');
  });

  it('follows the browser when nothing is saved, a regional tag matching its language', async () => {
    browserAsksFor('ja', 'fr-CA', 'en');
    mockApi('get', '/auth/me', me(null));
    renderRecruiter('/recruiter');
    expect((await signOutButton()).textContent).toBe('Se déconnecter');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('is English when neither the user nor the browser names a shipped language', async () => {
    browserAsksFor('ja', 'zh-TW');
    mockApi('get', '/auth/me', me(null));
    renderRecruiter('/recruiter');
    expect((await signOutButton()).textContent).toBe('Sign out');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches at once when the user saves another language on the account page, and keeps the focus there', async () => {
    browserAsksFor('en-US');
    mockApi('get', '/auth/me', me(null));
    const save = mockApi('patch', '/auth/me', me('fr'));
    renderRecruiter();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(within(select).getByRole('option', { name: 'Deutsch' }).getAttribute('lang')).toBe('de');
    await user.selectOptions(select, 'fr');
    await user.click(screen.getByRole('button', { name: 'Save the language' }));

    await waitFor(() => expect(save.calls.map((call) => call.body)).toEqual([{ language: 'fr' }]));
    expect(await screen.findByRole('heading', { name: 'Votre compte' })).toBeDefined();
    expect((await signOutButton()).textContent).toBe('Se déconnecter');
    const langue = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Langue' });
    expect(langue.value).toBe('fr');
    await waitFor(() => expect(document.activeElement).toBe(langue));
    expect(await screen.findByText('Vos écrans sont maintenant en français.')).toBeDefined();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('stays in its language and says so when the server refuses the choice', async () => {
    browserAsksFor('en-US');
    mockApi('get', '/auth/me', me(null));
    mockApi('patch', '/auth/me', apiError(500));
    renderRecruiter();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Save the language' }));
    const refusal = await screen.findByText('The language could not be saved. Try again.');
    expect(refusal.closest('[role=alert]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the sign-in page, where nobody is known yet, in the language this browser last showed a recruiter', async () => {
    browserAsksFor('en-US');
    mockApi('get', '/auth/me', me('pt-BR'));
    const { unmount } = renderRecruiter('/recruiter');
    await waitFor(async () => expect((await signOutButton()).textContent).toBe('Sair'));
    unmount();

    const router = createMemoryRouter(
      [{ element: <AccountPagesOutlet />, children: [{ path: '/sign-in', element: <SignInPage /> }] }],
      {
        initialEntries: ['/sign-in'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeDefined();
    expect(screen.getByLabelText(/^Senha/, { selector: 'input' })).toBeDefined();
  });
});
