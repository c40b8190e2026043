import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../shared/api/public-config';
import { createPublicConfig, mockPublicConfig } from '../test/public-config-fixture';
import { apiError, mockApi, scaled } from '../testing';
import { ROUTER_BASENAME, routes } from './router';

function makeRecruiterToken(): string {
  const claims = { userId: 1, companyId: 1, exp: Math.floor(Date.now() / 1000) + 3600 };
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

/** Lazy route modules (onboarding, the recruiter area) can take seconds to import in a loaded jsdom run. */
const LAZY_ROUTE = { timeout: scaled(10_000) };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { basename: ROUTER_BASENAME, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app routes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'jtToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it.each(['/v1/some/unknown/path', '/v1/interview', '/v1/interview/onboarding'])(
    'renders the 404 page for %s',
    async (path) => {
      renderAt(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
      expect(screen.getByText('404')).toBeDefined();
      expect(screen.getByText('The page you are looking for does not exist.')).toBeDefined();
    },
  );

  it.each(['/v1/unauthorized', '/v1/recruiter/unauthorized'])('renders the 401 page for %s', async (path) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.getByText('Authorization required.')).toBeDefined();
  });

  it('renders the landing page inside the page layout at the base path', async () => {
    renderAt('/v1/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Video Interviewer' })).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Recruiter area' }).getAttribute('href')).toBe('/v1/recruiter');
  });

  it('renders the onboarding screen in the layout for the applicantGuid in the path', async () => {
    // Both at the network: the config, and no interview for this applicant (an empty list).
    resetPublicConfigCache();
    mockApi('get', '/config', createPublicConfig());
    const interview = mockApi('get', '/interview/:guid', []);
    renderAt('/v1/interview/onboarding/4f1c2b7e-guid');

    expect(await screen.findByText('No application found for this applicant.', {}, LAZY_ROUTE)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Interviewer' })).toBeDefined();
    expect(interview.last()?.path).toBe('/interview/4f1c2b7e-guid');
  });

  it('lazy-loads the recruiter area', async () => {
    const recruiterRoute = routes[0]?.children
      ?.flatMap((route) => route.children ?? [])
      .find((route) => route.path === 'recruiter');
    expect(typeof recruiterRoute?.lazy).toBe('function');
    expect(recruiterRoute?.element).toBeUndefined();

    // A signed-in browser (a sign-in link asks first: access-guard.test.tsx).
    document.cookie = `jtToken=${makeRecruiterToken()}; path=/`;
    // The home opens on the work waiting, counted by the server.
    mockApi('get', '/company/:companyId/home', {
      since: '2026-11-20T00:00:00.000Z',
      newCompleted: 0,
      expiringSoon: 0,
      expiringWithinHours: 72,
      openJobsWithoutQuestionnaire: 0,
    });
    try {
      renderAt('/v1/recruiter');

      expect(await screen.findByRole('tab', { name: 'Questionnaires' }, LAZY_ROUTE)).toBeDefined();
      expect(await screen.findByText('Nothing is waiting.', { exact: false }, LAZY_ROUTE)).toBeDefined();
    } finally {
      document.cookie = 'jtToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('guards the recruiter area: an expired jtToken gives the 401 page', async () => {
    const claims = btoa(JSON.stringify({ userId: 1, companyId: 1, exp: 1 })).replace(/=+$/, '');
    document.cookie = `jtToken=eyJhbGciOiJIUzI1NiJ9.${claims}.signature; path=/`;
    renderAt('/v1/recruiter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' }, LAZY_ROUTE)).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'Questionnaires' })).toBeNull();
  });

  it('guards the recruiter area: without a token or a session, the sign-in page, coming back afterwards', async () => {
    mockApi('get', '/auth/me', apiError(401));
    mockApi('get', '/setup', { needed: false });
    mockApi('get', '/config', createPublicConfig());
    const router = renderAt('/v1/recruiter/team');

    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in' }, LAZY_ROUTE)).toBeDefined();
    expect(router.state.location.pathname).toBe('/v1/sign-in');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/v1/recruiter/team')}`);
    expect(screen.queryByRole('tab', { name: 'Questionnaires' })).toBeNull();
  });

  it('renders the success screen inside the page layout', async () => {
    mockPublicConfig();
    renderAt('/v1/interview/success');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Interview Successfully Completed' }),
    ).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Register as a Jobseeker' })).toBeDefined();
  });

  it('renders the already-completed screen inside the page layout', async () => {
    mockPublicConfig();
    renderAt('/v1/interview/already-completed');

    expect(await screen.findByRole('link', { name: 'help@example.test' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Close this tab' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Interviewer' })).toBeDefined();
  });

  it.each([
    ['/v1/terms', 'Terms of Use'],
    ['/v1/privacy', 'Privacy Policy'],
  ])('lazy-loads the built-in %s page inside the page layout', async (path, title) => {
    mockPublicConfig();
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 2, name: title }, LAZY_ROUTE)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Interviewer' })).toBeDefined();
  });

  it('gives the 404 page a way home', async () => {
    mockPublicConfig();
    renderAt('/v1/nothing/here');

    const home = await screen.findByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/v1');
  });
});
