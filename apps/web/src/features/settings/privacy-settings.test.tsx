import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanySettings, RetentionPreview } from '@vi/contracts';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
  mockToasts,
  scaled,
} from '../../testing';
import { SettingsPage } from './settings-page';

mockToasts();

const mockSettings = (answer: ApiResponse) => mockApi('get', '/company/7/settings', answer);
const mockSave = (answer: ApiResponse) => mockApi('put', '/company/7/settings', answer);
/** The retention preview answering each request with the next answer (the last one repeats). */
const mockPreview = (...answers: ApiResponse[]): MockedEndpoint =>
  mockApi('get', '/company/7/retention/preview', ({ index }) => answers[Math.min(index, answers.length - 1)]);

const mockImpact = (answer: ApiResponse) => mockApi('get', '/company/7/retention/impact', answer);

const REMINDERS = { afterInviteHours: 48, beforeDeadlineHours: 24 };

function settings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return { reminders: REMINDERS, retentionDays: null, transcriptionEnabled: true, ...overrides };
}

function preview(overrides: Partial<RetentionPreview> = {}): RetentionPreview {
  return {
    retentionDays: 180,
    from: '2027-05-01T00:00:00.000Z',
    to: '2027-05-31T00:00:00.000Z',
    total: 0,
    items: [],
    ...overrides,
  };
}

const DUE = {
  interviewId: 'i-1',
  jobId: 3,
  jobTitle: 'Support engineer',
  applicantName: 'Ada Lovelace',
  basis: 'completed' as const,
  basisAt: '2026-11-22T12:00:00.000Z',
  deleteAt: '2027-05-21T12:00:00.000Z',
};

function renderPage() {
  renderWithProviders(<SettingsPage />, { identity: RECRUITER });
  return userEvent.setup();
}

const retentionOn = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: 'Delete candidate data after a number of days' });
const retentionDays = () =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Days to keep candidate data' });
const transcription = () => screen.getByRole<HTMLInputElement>('switch', { name: /^Transcribe answers/ });
const previewRegion = () => screen.findByRole('region', { name: 'What the rule deletes next' });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Settings: privacy', () => {
  it('shows an off rule as off (kept until erased), with the transcription switch and its engine', async () => {
    mockSettings(settings({ transcriptionEngine: 'this server (PocketSphinx)' }));
    const previews = mockPreview(preview({ retentionDays: null }));
    renderPage();
    await waitFor(() => expect(retentionOn().checked).toBe(false));
    expect(retentionDays().disabled).toBe(true);
    // Off still offers a sensible number for when it is switched on.
    expect(retentionDays().value).toBe('180');
    expect(retentionOn().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/kept until someone on your team erases it/)).toBeTruthy();
    expect(transcription().checked).toBe(true);
    expect(
      screen.getByRole('switch', {
        name: 'Transcribe answers (speech to text on this server (PocketSphinx))',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Turning it off stops new transcriptions/)).toBeTruthy();
    expect(
      await within(await previewRegion()).findByText(
        'No retention rule is set, so nothing is deleted automatically.',
      ),
    ).toBeTruthy();
    expect(previews.calls.map((call) => call.query)).toEqual([{ days: '30' }]);
  });

  it(
    'refuses days outside the contract’s limits, saves the rule and transcription, and asks for the preview again',
    async () => {
      mockSettings(settings());
      const previews = mockPreview(
        preview({ retentionDays: null }),
        preview({ retentionDays: 90, total: 1, items: [DUE] }),
      );
      const save = mockSave(settings({ retentionDays: 90, transcriptionEnabled: false }));
      const impact = mockImpact({
        retentionDays: 90,
        asOf: '2027-05-01T00:00:00.000Z',
        cutoff: '2027-01-31T00:00:00.000Z',
        atOnce: { interviews: 4, answers: 11 },
        later: { interviews: 1, answers: 3 },
        windowDays: 30,
      });
      const user = renderPage();
      await waitFor(() => expect(retentionOn().checked).toBe(false));
      expect(screen.getByRole('switch', { name: 'Transcribe answers (speech to text)' })).toBeTruthy();
      await user.click(retentionOn());
      expect(retentionDays().disabled).toBe(false);
      await user.clear(retentionDays());
      await user.type(retentionDays(), '3651');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(screen.getByText('Enter a whole number of days from 1 to 3650')).toBeTruthy();
      expect(retentionDays().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(retentionDays());
      await user.clear(retentionDays());
      await user.type(retentionDays(), '1.5');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await expectNoRequests(save);

      await user.clear(retentionDays());
      await user.type(retentionDays(), '90');
      await user.click(transcription());
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      // A new rule deletes what was kept until now: it asks first, saying what and that it is for good.
      const confirm = await screen.findByRole('dialog', { name: 'Delete older candidate data?' });
      expect(confirm.textContent).toMatch(
        /With data kept for 90 days, every interview completed .* before \d\d\/\d\d\/\d{4} is deleted/,
      );
      expect(confirm.textContent).toContain('This cannot be undone.');
      // How many, counted by the server for the rule typed, before anything is saved.
      expect(
        await within(confirm).findByText(
          'Saving deletes 4 interviews (with 11 recorded answers) within minutes.',
        ),
      ).toBeTruthy();
      expect(confirm.textContent).toContain(
        'In the 30 days after, 1 interview (with 3 recorded answers) follows.',
      );
      expect(impact.calls.map((call) => call.query)).toEqual([{ retentionDays: '90' }]);
      await expectNoRequests(save);
      await user.click(within(confirm).getByRole('button', { name: 'Save and delete older data' }));
      await waitFor(() =>
        expect(save.calls.map((call) => call.body)).toEqual([
          { reminders: REMINDERS, retentionDays: 90, transcriptionEnabled: false },
        ]),
      );
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved.'));
      // The saved rule's preview replaces the old one.
      expect(
        await within(await previewRegion()).findByText('In the next 30 days the rule deletes 1 interview.'),
      ).toBeTruthy();
      expect(previews.calls).toHaveLength(2);
      expect(transcription().checked).toBe(false);
    },
    scaled(15_000),
  );

  it(
    'sends nothing when a shorter rule is not confirmed, and does not ask for a longer one',
    async () => {
      mockSettings(settings({ retentionDays: 90 }));
      mockPreview(preview({ retentionDays: 90 }));
      const save = mockSave(settings({ retentionDays: 365 }));
      mockImpact(apiError(500));
      const user = renderPage();
      await waitFor(() => expect(retentionDays().value).toBe('90'));
      await user.clear(retentionDays());
      await user.type(retentionDays(), '30');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete older candidate data?' });
      // A count that fails leaves the date, and says the number is missing rather than zero.
      expect(
        await within(confirm).findByText(/could not be counted; the date above still holds/),
      ).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await expectNoRequests(save);

      await user.clear(retentionDays());
      await user.type(retentionDays(), '365');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() =>
        expect(save.calls.map((call) => call.body)).toEqual([
          { reminders: REMINDERS, retentionDays: 365, transcriptionEnabled: true },
        ]),
      );
      expect(screen.queryByRole('dialog', { name: 'Delete older candidate data?' })).toBeNull();
    },
    scaled(15_000),
  );

  it('turns a rule off by sending null', async () => {
    mockSettings(settings({ retentionDays: 30 }));
    mockPreview(preview({ retentionDays: 30 }));
    const save = mockSave(settings());
    const user = renderPage();
    await waitFor(() => expect(retentionDays().value).toBe('30'));
    expect(retentionOn().checked).toBe(true);
    await user.click(retentionOn());
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(save.calls.map((call) => call.body)).toEqual([
        { reminders: REMINDERS, retentionDays: null, transcriptionEnabled: true },
      ]),
    );
  });

  it('lists what the rule deletes in the next 30 days: applicant (to the review), job and date', async () => {
    mockSettings(settings({ retentionDays: 180 }));
    const expired = {
      ...DUE,
      interviewId: 'i-2',
      applicantName: 'Grace Hopper',
      basis: 'expired' as const,
      jobTitle: 'Data analyst',
    };
    mockPreview(preview({ total: 3, items: [DUE, expired] }));
    renderPage();
    const region = await screen.findByRole('region', { name: 'What the rule deletes next' });
    expect(
      await within(region).findByText(
        'In the next 30 days the rule deletes 3 interviews. The first 2 are listed.',
      ),
    ).toBeTruthy();
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Applicant', 'Job', 'Deleted on']);
    const ada = rows[1] as HTMLElement;
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/recruiter/interviews/i-1?status=all',
    );
    expect(ada.textContent).toContain('Completed 11/22/2026');
    expect(ada.textContent).toContain('Support engineer');
    expect(within(ada).getByText('05/21/2027').getAttribute('dateTime')).toBe(DUE.deleteAt);
    expect(rows[2]?.textContent).toContain('Invitation expired');
  });

  it('says when nothing is due', async () => {
    mockSettings(settings({ retentionDays: 180 }));
    mockPreview(preview());
    renderPage();
    expect(
      await within(await previewRegion()).findByText('In the next 30 days the rule deletes no interviews.'),
    ).toBeTruthy();
    expect(within(await previewRegion()).queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry when the preview fails', async () => {
    mockSettings(settings({ retentionDays: 180 }));
    mockPreview(apiError(500), preview({ total: 1, items: [DUE] }));
    const user = renderPage();
    const alert = await within(await previewRegion()).findByRole('alert');
    expect(alert.textContent).toContain('The preview could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await previewRegion()).findByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
  });
});
