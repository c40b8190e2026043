import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  CompanySettings,
  InterviewDetail,
  InterviewList,
  RetentionImpact,
  RetentionPreview,
} from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, inviteApplicant, recruiterToken } from '../support/api.js';
import {
  atBothWidths,
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  screenshot,
  waitForModalShown,
} from '../support/applicant-pages.js';
import { completeInterview } from '../support/complete-interview.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

/*
 * Privacy on the recruiter's screens (docs/privacy.md): the Settings screen's retention rule and transcription
 * switch, the preview of what the rule deletes next, and erasing an applicant's data from the review
 * screen, which leaves a tombstone in the review and the list. The first test needs only the settings
 * route; the preview and the erasure need GET /company/{id}/retention/preview and DELETE /interviews/{id}.
 */

test.describe.configure({ timeout: scaled(240_000) });

/** Letters only (names refuse digits): the uuid's hex digits become letters. */
const lettersOnly = () =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');

async function companySettings(request: APIRequestContext): Promise<CompanySettings> {
  const response = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/settings`, {
    headers: authHeaders(),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CompanySettings;
}

async function restoreSettings(request: APIRequestContext, original: CompanySettings) {
  const { reminders, retentionDays, transcriptionEnabled } = original;
  const response = await request.put(`/api/v1/company/${DEMO_COMPANY_ID}/settings`, {
    headers: authHeaders(),
    data: { reminders, retentionDays, transcriptionEnabled },
  });
  expect(response.ok()).toBe(true);
}

async function interviewDetail(request: APIRequestContext, id: string): Promise<InterviewDetail> {
  const response = await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewDetail;
}

/** A fresh applicant's completed audio interview (real media through the recording channel). */
async function completedInterview(request: APIRequestContext, baseURL: string | undefined) {
  const firstName = 'Grace';
  const lastName = `Erased${lettersOnly()}`;
  const invited = await inviteApplicant(request, { contentType: 'Audio', firstName, lastName });
  await completeInterview(request, invited.applicationGuid, { baseURL, chunks: 1 });
  const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100&status=Completed`, {
    headers: authHeaders(),
  });
  const { data } = (await list.json()) as InterviewList;
  const row = data.find((item) => item.applicationGuid === invited.applicationGuid);
  if (!row) throw new Error('the completed interview is not listed');
  return { id: row.id, jobTitle: row.jobTitle, name: `${firstName} ${lastName}`, lastName };
}

/** Closes the toast before axe runs: mid-animation its text is half transparent and fails contrast. */
async function closeToast(page: Page, text: string | RegExp) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toHaveCount(0);
}

async function openSettings(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignInLink(page, `/v1/recruiter/settings?jtToken=${recruiterToken()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return {
    retentionOn: page.getByRole('switch', { name: 'Delete candidate data after a number of days' }),
    retentionDays: page.getByRole('spinbutton', { name: 'Days to keep candidate data' }),
    transcription: page.getByRole('switch', { name: /^Transcribe answers \(speech to text/ }),
    save: page.getByRole('button', { name: 'Save settings' }),
  };
}

test.describe('Privacy in the recruiter area', () => {
  test('[RECRUITER]: saves the retention rule and the transcription switch in Settings', async ({
    page,
    request,
  }) => {
    const original = await companySettings(request);
    try {
      const form = await openSettings(page);
      await expect(page.getByRole('group', { name: 'Privacy' })).toBeVisible();
      await form.retentionOn.check();
      await form.retentionDays.fill('0');
      await form.save.click();
      await expect(page.getByText('Enter a whole number of days from 1 to 3650')).toBeVisible();
      await expect(form.retentionDays).toBeFocused();
      await form.retentionDays.fill('90');
      await form.transcription.uncheck();
      await form.save.click();
      // A new rule deletes what was kept until now: it asks first, and says what goes, for good.
      const confirm = page.getByRole('dialog', { name: 'Delete older candidate data?' });
      await expect(confirm).toContainText('With data kept for 90 days, every interview completed');
      await expect(confirm).toContainText('This cannot be undone.');
      // How many, counted by the server before saving: the number the impact route gives for 90 days.
      const impact = await request.get(
        `/api/v1/company/${DEMO_COMPANY_ID}/retention/impact?retentionDays=90`,
        {
          headers: authHeaders(),
        },
      );
      expect(impact.status()).toBe(200);
      const { atOnce } = (await impact.json()) as RetentionImpact;
      await expect(confirm).toContainText(
        atOnce.interviews === 0
          ? 'Saving deletes no interview at once.'
          : `Saving deletes ${atOnce.interviews} interview`,
      );
      await atBothWidths(page, 'retention-confirm', async () => {
        await expect(confirm.getByRole('button', { name: 'Save and delete older data' })).toBeInViewport();
      });
      await confirm.getByRole('button', { name: 'Save and delete older data' }).click();
      await closeToast(page, 'Settings saved.');
      await expect
        .poll(async () => {
          const { retentionDays, transcriptionEnabled } = await companySettings(request);
          return { retentionDays, transcriptionEnabled };
        })
        .toEqual({ retentionDays: 90, transcriptionEnabled: false });

      // A fresh page reads the stored values back.
      await page.reload();
      await expect(form.retentionDays).toHaveValue('90');
      await expect(form.retentionOn).toBeChecked();
      await expect(form.transcription).not.toBeChecked();
      await atBothWidths(page, 'privacy-settings', async () => {
        await expectNoSideScroll(page);
        await expectNoSeriousA11yViolations(page);
      });

      // Off again: null is stored, the days field is kept but disabled.
      await form.retentionOn.uncheck();
      await expect(form.retentionDays).toBeDisabled();
      await form.transcription.check();
      await form.save.click();
      await closeToast(page, 'Settings saved.');
      await expect
        .poll(async () => {
          const { retentionDays, transcriptionEnabled } = await companySettings(request);
          return { retentionDays, transcriptionEnabled };
        })
        .toEqual({ retentionDays: null, transcriptionEnabled: true });
    } finally {
      await restoreSettings(request, original);
    }
  });

  test('[RECRUITER]: the retention preview lists what the saved rule deletes in the next 30 days', async ({
    page,
    request,
    baseURL,
  }) => {
    const original = await companySettings(request);
    const interview = await completedInterview(request, baseURL);
    try {
      const form = await openSettings(page);
      const preview = page.getByRole('region', { name: 'What the rule deletes next' });
      await form.retentionOn.check();
      await form.retentionDays.fill('1');
      await form.save.click();
      await page
        .getByRole('dialog', { name: 'Delete older candidate data?' })
        .getByRole('button', { name: 'Save and delete older data' })
        .click();
      await closeToast(page, 'Settings saved.');

      // Completed a moment ago, under a 1-day rule: due tomorrow, inside the 30-day window.
      await expect(
        preview.getByText(/^In the next 30 days the rule deletes \d+ interviews?\./),
      ).toBeVisible();
      const row = preview.getByRole('row').filter({ hasText: interview.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(interview.jobTitle);
      await expect(row.getByRole('link', { name: interview.name })).toHaveAttribute(
        'href',
        new RegExp(`/v1/recruiter/interviews/${interview.id}`),
      );
      const served = (await (
        await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/retention/preview?days=30`, {
          headers: authHeaders(),
        })
      ).json()) as RetentionPreview;
      expect(served.retentionDays).toBe(1);
      await expect(
        preview.getByText(new RegExp(`^In the next 30 days the rule deletes ${served.total} interviews?\\.`)),
      ).toBeVisible();
      const due = served.items.find((item) => item.interviewId === interview.id);
      expect(due).toBeDefined();
      await expect(row.locator(`time[datetime="${due?.deleteAt ?? ''}"]`)).toBeVisible();
      await atBothWidths(page, 'retention-preview', async () => {
        await expectNoSideScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    } finally {
      await restoreSettings(request, original);
    }
  });

  test("[RECRUITER]: erases an applicant's data from the review screen and sees the tombstone", async ({
    page,
    request,
    baseURL,
  }) => {
    const interview = await completedInterview(request, baseURL);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignInLink(page, `/v1/recruiter/interviews/${interview.id}?jtToken=${recruiterToken()}`);
    await expect(page.getByRole('heading', { level: 2, name: interview.name })).toBeVisible();
    await expect(page.locator('audio, video').first()).toBeAttached();

    const open = page.getByRole('button', { name: 'Erase candidate data…' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Erase candidate data' });
    await expect(dialog).toContainText('This cannot be undone.');
    const confirm = dialog.getByRole('textbox', { name: 'Type ERASE to confirm' });
    await expect(confirm).toBeFocused();
    await atBothWidths(page, 'erase-dialog', async () => {
      await waitForModalShown(page);
      await expectNoSeriousA11yViolations(page);
    });

    // Escape leaves everything as it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect((await interviewDetail(request, interview.id)).deletion ?? null).toBeNull();

    await open.click();
    await confirm.fill('erase please');
    await dialog.getByRole('button', { name: 'Erase candidate data' }).click();
    await expect(dialog.getByText('Type ERASE (or the applicant’s name) exactly to confirm')).toBeVisible();
    await confirm.fill('ERASE');
    await confirm.press('Enter');
    await expect(dialog).toBeHidden();
    const tombstone = page.getByText(/^Erased on \d{2}\/\d{2}\/\d{4} by your team$/);
    await expect(tombstone).toBeVisible();
    // Focus lands on the tombstone (checked before the toast's close button takes it).
    await expect(page.locator('.tombstone')).toBeFocused();
    await closeToast(page, 'The candidate’s data was erased.');
    await expect(page.getByRole('heading', { level: 2, name: 'Deleted candidate' })).toBeVisible();
    await expect(page.getByText(interview.name)).toHaveCount(0);
    await expect(page.locator('audio, video')).toHaveCount(0);
    await expect(page.getByText('Not answered')).toHaveCount(0);
    await expect(open).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Stage' })).toBeEnabled();

    // The server keeps the tombstone and nothing personal.
    const stored = await interviewDetail(request, interview.id);
    expect(stored.deletion?.reason).toBe('recruiter_request');
    expect(stored.applicantName).toBe('');
    expect(stored.resumeUrl).toBeNull();
    for (const response of stored.responses) {
      expect(response.audioUrl).toBeNull();
      expect(response.transcription.text).toBeNull();
    }
    await atBothWidths(page, 'review-tombstone', async () => {
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
    });

    // The list keeps the row, as a tombstone that still opens the review.
    await page.goto('/v1/recruiter?tab=interviews&status=all');
    const card = page.locator(`a[href*="${interview.id}"]`).first();
    await expect(card).toContainText('Deleted candidate');
    await expect(card).toContainText(/Erased on \d{2}\/\d{2}\/\d{4} by your team/);
    await expect(card.locator('img')).toHaveCount(0);
    await screenshot(page, 'pipeline-tombstone-1280');
  });
});
