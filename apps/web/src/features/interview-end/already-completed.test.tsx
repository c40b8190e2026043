import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublicConfig, mockPublicConfig } from '../../test/public-config-fixture';
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
    // A tab a script opened: the browser closes it, and `closed` turns true at once.
    const close = vi.spyOn(window, 'close').mockImplementation(() => {
      Object.defineProperty(window, 'closed', { value: true, configurable: true });
    });
    render(<AlreadyCompletedPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Close this tab' }));

    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You can now close this tab or window.')).toBeNull();
    Reflect.deleteProperty(window, 'closed');
  });

  it('says what to do, with focus on it, when the browser keeps the tab open', async () => {
    mockPublicConfig();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<AlreadyCompletedPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Close this tab' }));

    expect(close).toHaveBeenCalledTimes(1);
    const fallback = screen.getByText('You can now close this tab or window.');
    await waitFor(() => expect(document.activeElement).toBe(fallback));
  });

  it('shows a support contact that is not an email address as text', async () => {
    mockPublicConfig(createPublicConfig({ supportContact: 'the front desk' }));
    render(<AlreadyCompletedPage />);

    expect(await screen.findByText(/reach out to the front desk/)).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
