import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../../shared/api/http-client';
import { resetPublicConfigCache } from '../../../shared/api/public-config';
import { createPublicConfig } from '../../../test/public-config-fixture';
import { RecruiterLayout } from './recruiter-layout';
import { resetUiThemeScripts } from './ui-theme';

const ME = {
  userId: 1,
  companyId: 1,
  expiresAt: '2026-12-01T00:00:00.000Z',
  user: { id: 1, active: true, contactInfo: { firstName: 'Avery', lastName: 'Stone' } },
  companyName: 'Demo Company',
  role: 'owner',
};

/** GET /config and GET /auth/me through the real client, with the theme settings under test. */
function serveApi(theme: Record<string, string | null>) {
  resetPublicConfigCache();
  return vi.spyOn(httpClient, 'get').mockImplementation((url: string) => {
    if (url === '/config') return Promise.resolve({ data: { ...createPublicConfig(), ...theme } });
    if (url === '/auth/me') return Promise.resolve({ data: ME });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

const NO_THEME = { uiThemeStylesheetUrl: null, uiThemeScriptUrl: null, uiKitScriptUrl: null };
const THEME = {
  uiThemeStylesheetUrl: 'https://theme.example.test/theme.css',
  uiThemeScriptUrl: 'https://theme.example.test/theme.js',
  uiKitScriptUrl: 'https://kit.example.test/kit.js',
};

function renderLayout() {
  const router = createMemoryRouter(
    [{ element: <RecruiterLayout />, children: [{ path: '/recruiter', element: <p>home content</p> }] }],
    { initialEntries: ['/recruiter'] },
  );
  return render(<RouterProvider router={router} />);
}

function themeScripts() {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[data-ui-theme]')];
}

describe('RecruiterLayout', () => {
  beforeEach(() => {
    document.title = 'Before';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetUiThemeScripts();
    for (const element of document.head.querySelectorAll('[data-ui-theme]')) element.remove();
  });

  it('without a theme platform draws its own navigation bar and footer and forces the title', async () => {
    serveApi(NO_THEME);
    const { unmount } = renderLayout();

    expect(screen.getByText('home content')).toBeDefined();
    const nav = await screen.findByRole('navigation', { name: 'Recruiter' });
    // The owner's pages appear once GET /auth/me has said who this is.
    await screen.findByRole('link', { name: 'Team' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Home',
      'Questionnaires',
      'Interviews',
      'Bulk invite',
      'Funnel',
      'Integrations',
      'Settings',
      'Team',
      'Single sign-on',
      'Audit log',
    ]);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/recruiter/settings');
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('href')).toBe(
      '/recruiter/integrations',
    );
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/recruiter?tab=home');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Questionnaires' }).getAttribute('href')).toBe(
      '/recruiter?tab=questionnaires',
    );
    expect(screen.getByRole('contentinfo').textContent).toContain('v1.4.1a');
    expect((await screen.findByText('Avery Stone')).tagName).toBe('STRONG');
    expect(document.title).toBe('Video Interviewer');
    expect(themeScripts()).toHaveLength(0);

    // "Forced": a script renaming the page is overruled.
    document.title = 'Something else';
    await waitFor(() => expect(document.title).toBe('Video Interviewer'));
    unmount();
    expect(document.title).toBe('Before');
  });

  // Before the test that defines the elements: custom element definitions last for the whole file.
  it('falls back to its own bars when the scripts load but define no theme elements', async () => {
    serveApi(THEME);
    renderLayout();

    await waitFor(() => expect(themeScripts()).toHaveLength(2));
    act(() => {
      for (const script of themeScripts()) script.dispatchEvent(new Event('load'));
    });

    expect(await screen.findByRole('navigation', { name: 'Recruiter' })).toBeDefined();
    expect(document.querySelector('theme-navbar')).toBeNull();
  });

  it('loads the configured theme (kit first) and shows its bars, told not to handle logout', async () => {
    serveApi(THEME);
    renderLayout();

    await waitFor(() => expect(themeScripts()).toHaveLength(2));
    expect(themeScripts().map((script) => script.src)).toEqual([
      THEME.uiKitScriptUrl,
      THEME.uiThemeScriptUrl,
    ]);
    const link = document.head.querySelector<HTMLLinkElement>('link[data-ui-theme]');
    expect(link?.href).toBe(THEME.uiThemeStylesheetUrl);
    expect(screen.queryByRole('navigation', { name: 'Recruiter' })).toBeNull();

    // What the platform's scripts do when they run.
    customElements.define('theme-navbar', class extends HTMLElement {});
    customElements.define('theme-footer', class extends HTMLElement {});
    act(() => {
      for (const script of themeScripts()) script.dispatchEvent(new Event('load'));
    });

    await waitFor(() => expect(document.querySelector('theme-navbar')).not.toBeNull());
    expect(document.querySelector('theme-navbar')?.getAttribute('handle-logout')).toBe('false');
    expect(document.querySelector('theme-footer')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Recruiter' })).toBeNull();
    expect(screen.getByText('home content')).toBeDefined();
    expect(document.title).toBe('Video Interviewer');
  });

  it('falls back to its own bars when a theme script fails to load', async () => {
    serveApi({ ...THEME, uiKitScriptUrl: null, uiThemeScriptUrl: 'https://theme.example.test/broken.js' });
    renderLayout();

    await waitFor(() => expect(themeScripts()).toHaveLength(1));
    expect(document.head.querySelector('link[data-ui-theme]')).not.toBeNull();
    act(() => {
      themeScripts()[0]?.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByRole('navigation', { name: 'Recruiter' })).toBeDefined();
    expect(screen.getByRole('contentinfo').textContent).toContain('v1.4.1a');
    expect(document.head.querySelector('link[data-ui-theme]')).toBeNull();
  });
});
