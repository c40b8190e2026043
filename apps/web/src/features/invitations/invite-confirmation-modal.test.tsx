import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDeadline } from '../../shared/lib/format-deadline';
import type { SentInvitation } from '../../shared/lib/recruiter/invite-result';
import { InviteConfirmationModal } from './invite-confirmation-modal';

const URL = 'http://localhost:3001/v1/interview/onboarding/6a1f0c9e-2b7d-4e3a-9c58-0d4b7e1f2a39';
const base: SentInvitation = {
  email: 'ada@example.com',
  jobTitle: 'Sales Manager',
  interviewUrl: URL,
  deadline: null,
};

function renderConfirmation(invitation: SentInvitation) {
  render(<InviteConfirmationModal invitation={invitation} onHide={vi.fn()} returnFocusTo={() => null} />);
}

describe('InviteConfirmationModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the invitation was sent when a mail server took it, with the job and deadline', async () => {
    const deadline = '2031-05-01T15:00:00.000Z';
    renderConfirmation({ ...base, mailStatus: 'sent', deadline });
    const dialog = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(dialog.textContent).toContain('An interview invitation was sent to ada@example.com.');
    expect(dialog.textContent).toContain('Job: Sales Manager');
    expect(dialog.textContent).toContain(`Deadline: ${formatDeadline(deadline)}`);
    expect(screen.queryByRole('button', { name: 'Copy interview link' })).toBeNull();
  });

  it('says the truth without a mail server, and copies the interview link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderConfirmation({ ...base, mailStatus: 'not_configured' });
    const dialog = await screen.findByRole('dialog', { name: 'Applicant invited' });
    expect(dialog.textContent).toContain('The invitation was not sent by email — no mail server is set up.');
    expect(dialog.textContent).not.toContain('was sent to');
    expect(screen.getByLabelText<HTMLInputElement>('Interview link').value).toBe(URL);

    await user.click(screen.getByRole('button', { name: 'Copy interview link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied.'));
  });

  it('says when the mail server refused it, and selects the link when the clipboard is not available', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderConfirmation({ ...base, mailStatus: 'failed' });
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'The invitation email could not be delivered.',
    );
    await user.click(screen.getByRole('button', { name: 'Copy interview link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('press Ctrl+C'));
  });

  it('keeps an older server’s word: without mailStatus the invitation counts as sent', async () => {
    renderConfirmation({ email: 'ada@example.com', jobTitle: null });
    expect(await screen.findByRole('dialog', { name: 'Invitation sent' })).toBeTruthy();
  });
});
