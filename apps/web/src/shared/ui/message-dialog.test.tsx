import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withRepeatSuffix } from '../lib/strip-suffix';
import { MessageDialog } from './message-dialog';

describe('MessageDialog', () => {
  it('is a modal dialog labelled by its title and described by its message', async () => {
    render(
      <MessageDialog id="lost" show title="Connection Lost" message="You are offline." onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Connection Lost' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You are offline.',
    );
  });

  it('closes with Close, the ×, or Escape', async () => {
    const onClose = vi.fn();
    render(<MessageDialog id="e" show title="Error" message="Unable to play audio." onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('offers its own choices in place of Close', async () => {
    const keep = vi.fn();
    const discard = vi.fn();
    render(
      <MessageDialog
        id="confirm"
        show
        title="Record again?"
        message="Discard this take and record again? You have 2 tries left."
        onClose={keep}
        actions={[
          { label: 'Keep this take', onClick: keep, variant: 'outline-secondary' },
          { label: 'Discard and record again', onClick: discard, variant: 'danger' },
        ]}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Discard and record again' }));
    expect(discard).toHaveBeenCalledOnce();
    expect(keep).not.toHaveBeenCalled();
  });

  it("strips the spec's numeric suffix from a message", async () => {
    render(
      <MessageDialog
        id="s"
        show
        title="Recording Error"
        message={withRepeatSuffix('Recording failed. Please try again.')}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText('Recording failed. Please try again.')).toBeTruthy();
  });
});
