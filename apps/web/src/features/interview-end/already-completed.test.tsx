import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { AlreadyCompletedPage } from './already-completed';

describe('AlreadyCompletedPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the text with the support contact as a mail link', async () => {
    mockPublicConfig();
    render(<AlreadyCompletedPage />);

    const link = await screen.findByRole('link', { name: 'help@example.test' });
    expect(link.getAttribute('href')).toBe('mailto:help@example.test');
    expect(
      screen.getByText(
        /This interview has already been completed, if you feel that this is an error please reach out to/,
      ),
    ).toBeDefined();
  });

  it('Close this tab closes the window', async () => {
    mockPublicConfig();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<AlreadyCompletedPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Close this tab' }));

    expect(close).toHaveBeenCalledTimes(1);
  });
});
