import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApplicantLanguage } from '../../shared/i18n/applicant-i18n';
import { RouteError } from './route-error';

function renderFailingLazyRoute(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await applyApplicantLanguage('en');
    sessionStorage.clear();
  });

  it('shows the default wording with the error message for an unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailingLazyRoute(new Error('boom in a loader'));

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeDefined();
    expect(screen.getByText('boom in a loader')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers a Reload button when a lazy chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingLazyRoute(
      new TypeError('Failed to fetch dynamically imported module: /v1/assets/recruiter.js'),
    );

    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeDefined();
    expect(screen.queryByText('Unexpected Application Error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is in the browser's language: the reload offer and the unexpected error's title", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr']);
    renderFailingLazyRoute(
      new TypeError('Failed to fetch dynamically imported module: /v1/assets/recruiter.js'),
    );
    expect(await screen.findByRole('heading', { name: 'Une nouvelle version est disponible' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeDefined();
  });

  it('keeps the error’s own words as its detail under a translated title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de']);
    renderFailingLazyRoute(new Error('boom in a loader'));
    expect(await screen.findByRole('heading', { name: 'Unerwarteter Anwendungsfehler' })).toBeDefined();
    expect(screen.getByText('boom in a loader')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeDefined();
  });
});
