import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTER_BASENAME, routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { basename: ROUTER_BASENAME, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app routes', () => {
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

  it('renders the onboarding placeholder in the layout with the applicantGuid from the path', async () => {
    renderAt('/v1/interview/onboarding/4f1c2b7e-guid');

    expect(await screen.findByRole('heading', { level: 2, name: 'Interview onboarding' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Interviewer' })).toBeDefined();
    expect(screen.getByText('4f1c2b7e-guid')).toBeDefined();
  });

  it('lazy-loads the recruiter area', async () => {
    const recruiterRoute = routes[0]?.children?.find((route) => route.path === 'recruiter');
    expect(typeof recruiterRoute?.lazy).toBe('function');
    expect(recruiterRoute?.element).toBeUndefined();

    renderAt('/v1/recruiter');

    expect(await screen.findByRole('heading', { level: 2, name: 'Recruiter area' })).toBeDefined();
  });
});
