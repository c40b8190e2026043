import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { UnauthorizedPage } from './unauthorized';

describe('UnauthorizedPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the 401 code, title and message, a way on and the support contact', async () => {
    mockPublicConfig();
    render(<UnauthorizedPage />, { wrapper: MemoryRouter });

    expect(screen.getByText('401').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.getByText('Authorization required.')).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeDefined();
    expect(await screen.findByRole('link', { name: 'help@example.test' })).toBeDefined();
  });
});
