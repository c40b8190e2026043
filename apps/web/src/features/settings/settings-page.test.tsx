import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, RECRUITER, renderWithProviders, mockToasts } from '../../testing';
import { SettingsPage } from './settings-page';

mockToasts();

function renderPage() {
  renderWithProviders(<SettingsPage />, { identity: RECRUITER });
  return userEvent.setup();
}

const afterInviteOn = () => screen.getByRole('switch', { name: 'Remind applicants who have not started' });
const afterInviteHours = () =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Hours after the invitation' });
const beforeDeadlineOn = () => screen.getByRole('switch', { name: 'Remind applicants before the deadline' });
const beforeDeadlineHours = () =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Hours before the deadline' });

beforeEach(() => {
  vi.clearAllMocks();
  mockApi('get', '/company/7/retention/preview', {
    retentionDays: null,
    from: '2027-05-01T00:00:00.000Z',
    to: '2027-05-31T00:00:00.000Z',
    total: 0,
    items: [],
  });
});

describe('Company settings', () => {
  it('shows the stored reminders, with an off one kept switched off', async () => {
    const load = mockApi('get', '/company/7/settings', {
      reminders: { afterInviteHours: 48, beforeDeadlineHours: null },
      retentionDays: null,
      transcriptionEnabled: true,
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    await waitFor(() => {
      expect(afterInviteHours().value).toBe('48');
    });
    expect((afterInviteOn() as HTMLInputElement).checked).toBe(true);
    expect((beforeDeadlineOn() as HTMLInputElement).checked).toBe(false);
    expect(beforeDeadlineHours().disabled).toBe(true);
    expect(load.calls).toHaveLength(1);
    // A server that does not say whether it has a mail server: no warning.
    expect(screen.queryByText(/No mail server is set up/)).toBeNull();
  });

  it('warns beside the reminders when the server has no mail server', async () => {
    const settings = {
      reminders: { afterInviteHours: 48, beforeDeadlineHours: 24 },
      retentionDays: null,
      transcriptionEnabled: true,
    };
    mockApi('get', '/company/7/settings', { ...settings, mailConfigured: false });
    renderPage();
    const reminders = await screen.findByRole('group', { name: 'Reminder emails' });
    expect(reminders.textContent).toContain(
      'No mail server is set up, so reminders are not emailed (nor are invitations)',
    );
  });

  it('says nothing about mail when a mail server is set up', async () => {
    mockApi('get', '/company/7/settings', {
      reminders: { afterInviteHours: 48, beforeDeadlineHours: 24 },
      retentionDays: null,
      transcriptionEnabled: true,
      mailConfigured: true,
    });
    renderPage();
    await waitFor(() => {
      expect(afterInviteHours().value).toBe('48');
    });
    expect(screen.queryByText(/No mail server is set up/)).toBeNull();
  });

  it('refuses hours outside the contract’s limits and saves hours or null (off)', async () => {
    mockApi('get', '/company/7/settings', {
      reminders: { afterInviteHours: 48, beforeDeadlineHours: 24 },
      retentionDays: null,
      transcriptionEnabled: true,
    });
    const save = mockApi('put', '/company/7/settings', {
      reminders: { afterInviteHours: 72, beforeDeadlineHours: null },
      retentionDays: null,
      transcriptionEnabled: true,
    });
    const user = renderPage();
    await waitFor(() => {
      expect(afterInviteHours().value).toBe('48');
    });
    await user.clear(afterInviteHours());
    await user.type(afterInviteHours(), '721');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Enter a whole number of hours from 1 to 720')).toBeDefined();
    expect(afterInviteHours().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(afterInviteHours());
    expect(save.calls).toHaveLength(0);

    await user.clear(afterInviteHours());
    await user.type(afterInviteHours(), '72');
    await user.click(beforeDeadlineOn());
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // One save only: the refused attempt above sent nothing.
    await waitFor(() => {
      expect(save.calls.map((call) => call.body)).toEqual([
        {
          reminders: { afterInviteHours: 72, beforeDeadlineHours: null },
          retentionDays: null,
          transcriptionEnabled: true,
        },
      ]);
    });
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('Settings saved.');
    });
  });

  it('says when the settings cannot be loaded', async () => {
    mockApi('get', '/company/7/settings', apiError(500));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('The settings could not be loaded.');
  });
});
