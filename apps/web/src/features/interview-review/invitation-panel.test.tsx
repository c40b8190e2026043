import type { Interview } from '@vi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, expectNoRequests, mockApi, renderWithProviders, mockToasts } from '../../testing';
import { toLocalInputValue } from '../../shared/lib/recruiter/invitation-deadline';
import { makeInterview } from '../../test/recruiter/interview-factories';
import { InvitationPanel } from './invitation-panel';

mockToasts();

const FUTURE = '2099-01-01T12:00:00.000Z';
const PAST = '2020-01-01T12:00:00.000Z';
const MAIL = {
  mailSent: false,
  mailStatus: 'not_configured',
  interviewUrl: 'http://x/i',
  deadline: FUTURE,
} as const;

function renderPanel(overrides: Partial<Interview>) {
  const interview = makeInterview(1, { status: 'Incomplete', ...overrides });
  renderWithProviders(<InvitationPanel interview={interview} companyId={7} />);
  return { user: userEvent.setup(), interview };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('The review screen’s invitation panel', () => {
  it('shows nothing for a completed interview', () => {
    renderPanel({ status: 'Completed', deadline: FUTURE });
    expect(screen.queryByRole('region', { name: 'Invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });

  it('shows the deadline and the applicant’s request as plain text with its time', () => {
    renderPanel({
      deadline: PAST,
      extensionRequest: { message: '<b>Ill</b>\nback Monday', requestedAt: '2026-03-05T10:00:00.000Z' },
    });
    const panel = screen.getByRole('region', { name: 'Invitation' });
    expect(panel.querySelector(`time[datetime="${PAST}"]`)).not.toBeNull();
    expect(within(panel).getByText('Expired')).toBeDefined();
    expect(within(panel).getByText('Asked for more time')).toBeDefined();
    expect(panel.querySelector('time[datetime="2026-03-05T10:00:00.000Z"]')).not.toBeNull();
    expect(within(panel).getByText(/<b>Ill<\/b>/).textContent).toBe('<b>Ill</b>\nback Monday');
    expect(panel.querySelector('b')).toBeNull();
    // Expired: the server refuses a resend until the deadline is extended.
    expect(within(panel).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });

  it('resends and says truthfully that no mail was sent', async () => {
    const resend = mockApi('post', '/interviews/:id/resend', MAIL);
    const { user, interview } = renderPanel({ deadline: FUTURE });
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => {
      expect(toast.warning).toHaveBeenCalledWith(
        'The invitation was not sent by email — no mail server is set up.',
      );
    });
    expect(resend.calls.map((call) => call.path)).toEqual([`/interviews/${interview.id}/resend`]);
    // Nothing reached the applicant: the link is offered to pass on by hand.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Interview link' }).value).toBe(
      MAIL.interviewUrl,
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy interview link' }));
    expect(writeText).toHaveBeenCalledWith(MAIL.interviewUrl);
    expect(await screen.findByText('Copied.')).toBeDefined();

    mockApi('post', '/interviews/:id/resend', { ...MAIL, mailSent: true, mailStatus: 'sent' });
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('The invitation was sent again by email.');
    });
    // Mailed: no link to pass on.
    expect(screen.queryByRole('button', { name: 'Copy interview link' })).toBeNull();
  });

  it('shows the server’s reason when a resend is throttled, and offers no link it did not send', async () => {
    const reason = 'This invitation was sent again less than 10 minutes ago. You can resend it in 7 minutes.';
    mockApi(
      'post',
      '/interviews/:id/resend',
      apiError(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RESEND_THROTTLED',
        message: reason,
      }),
    );
    const { user } = renderPanel({ deadline: FUTURE });
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith(reason);
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Interview link' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend invitation' }).disabled).toBe(false);
  });

  it('extends from a dialog that starts a week ahead and refuses a past moment', async () => {
    const extend = mockApi('post', '/interviews/:id/extend', { ...MAIL, mailSent: true, mailStatus: 'sent' });
    const { user, interview } = renderPanel({ deadline: PAST });
    await user.click(screen.getByRole('button', { name: 'Extend deadline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the deadline' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('New deadline');
    const shown = new Date(input.value).getTime();
    expect(Math.abs(shown - (Date.now() + 7 * 86_400_000))).toBeLessThan(120_000);

    // A datetime-local control is set whole, as a browser's picker does.
    fireEvent.change(input, { target: { value: '2020-05-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    expect(within(dialog).getByText('The deadline must be in the future')).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectNoRequests(extend);

    const chosen = toLocalInputValue(new Date(Date.now() + 30 * 86_400_000));
    fireEvent.change(input, { target: { value: chosen } });
    await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    await waitFor(() => {
      expect(extend.calls.map(({ path, body }) => ({ path, body }))).toEqual([
        { path: `/interviews/${interview.id}/extend`, body: { deadline: new Date(chosen).toISOString() } },
      ]);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('The applicant was sent an email.'));
  });

  it('keeps the dialog open with the server’s reason when the extension is refused', async () => {
    mockApi(
      'post',
      '/interviews/:id/extend',
      apiError(400, { message: 'The deadline must be in the future' }),
    );
    const { user } = renderPanel({ deadline: FUTURE });
    await user.click(screen.getByRole('button', { name: 'Extend deadline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the deadline' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('The deadline must be in the future');
    });
    expect(screen.getByRole('dialog')).toBeDefined();
  });
});
