import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the 404 code, title and message under the product header', () => {
    mockPublicConfig();
    render(<NotFoundPage />, { wrapper: MemoryRouter });

    expect(screen.getByText('404').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByRole('banner').textContent).toContain('Video Interviewer');
  });

  it('offers a way on: the invitation link again, the home page and the support contact', async () => {
    mockPublicConfig();
    render(<NotFoundPage />, { wrapper: MemoryRouter });

    expect(screen.getByText(/open the link from your invitation again/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect((await screen.findByRole('link', { name: 'help@example.test' })).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
  });
});
