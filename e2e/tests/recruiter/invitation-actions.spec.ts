import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CompanySettings, InterviewDetail, InviteResponse } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, findJobFor, recruiterToken } from '../support/api.js';
import {
  atBothWidths,
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  waitForModalShown,
} from '../support/applicant-pages.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

const DAY_MS = 86_400_000;

function uniqueLetters(): string {
  return randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
}

/** An invitation whose deadline has passed (the server answers 410), and the applicant's request for more time. */
async function expiredInvitationAskingForTime(request: APIRequestContext, lastName: string, note: string) {
  const { jobId } = await findJobFor(request, 'Audio');
  const deadline = new Date(Date.now() + 3000).toISOString();
  const response = await request.post('/api/v1/invite/create-application', {
    headers: authHeaders(),
    multipart: {
      jobId: String(jobId),
      firstName: 'Rosa',
      lastName,
      email: `e2e-more-time-${randomUUID().slice(0, 8)}@example.test`,
      deadline,
      message: 'Looking forward to hearing from you.',
    },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as InviteResponse;
  await expect
    .poll(async () => (await request.get(`/api/v1/interview/${data.applicationGuid}`)).status(), {
      timeout: scaled(15_000),
    })
    .toBe(410);
  const asked = await request.post(`/api/v1/interview/${data.applicationGuid}/extension-request`, {
    data: { message: note },
  });
  expect(asked.status()).toBeLessThan(300);
  return data.applicationGuid;
}

async function companySettings(request: APIRequestContext): Promise<CompanySettings> {
  const response = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/settings`, {
    headers: authHeaders(),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CompanySettings;
}

test.describe('Invitation actions in the recruiter area', () => {
  test('[RECRUITER]: saves reminder settings, sees a request for more time, extends the deadline and resends', async ({
    page,
    request,
  }) => {
    const lastName = `Later${uniqueLetters()}`;
    const note = 'My flight was cancelled. Could I have until next week?';
    const guid = await expiredInvitationAskingForTime(request, lastName, note);
    const original = await companySettings(request);

    try {
      // 1. Settings: two reminders, the contract's limits, saved with PUT.
      await page.setViewportSize({ width: 1280, height: 900 });
      await openSignInLink(page, `/v1/recruiter/settings?jtToken=${recruiterToken()}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
      const afterInvite = page.getByRole('spinbutton', { name: 'Hours after the invitation' });
      const beforeDeadlineOn = page.getByRole('switch', { name: 'Remind applicants before the deadline' });
      await page.getByRole('switch', { name: 'Remind applicants who have not started' }).check();
      await beforeDeadlineOn.check();
      await afterInvite.fill('721');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Enter a whole number of hours from 1 to 720')).toBeVisible();
      await expect(afterInvite).toBeFocused();
      await afterInvite.fill('36');
      await beforeDeadlineOn.uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved.')).toBeVisible();
      // Closed before axe runs: mid-animation the toast's text is half transparent and fails contrast.
      const savedToast = page.locator('.Toastify__toast').filter({ hasText: 'Settings saved.' });
      await savedToast.getByRole('button', { name: 'close' }).click();
      await expect(savedToast).toHaveCount(0);
      await expect
        .poll(async () => (await companySettings(request)).reminders)
        .toEqual({ afterInviteHours: 36, beforeDeadlineHours: null });
      await atBothWidths(page, 'company-settings', async () => {
        await expectNoSideScroll(page);
        await expectNoSeriousA11yViolations(page);
      });

      // 2. The list marks the applicant: expired, and asking for more time.
      await page.goto('/v1/recruiter?tab=interviews&status=all');
      await page.getByLabel('Search names and transcripts').fill(lastName);
      // The search applies once typing pauses, as a person waits for the list to narrow (a click before
      // that opens the card too: pipeline.spec.ts).
      await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}`));
      const card = page.getByRole('link', { name: new RegExp(lastName) });
      await expect(card).toBeVisible();
      await expect(card.getByText('Expired')).toBeVisible();
      await expect(card.getByText('Asked for more time')).toBeVisible();
      await card.click();

      // 3. The review shows the request as the applicant wrote it, and extends from a dialog.
      await expect(page).toHaveURL(/\/v1\/recruiter\/interviews\/[^/?]+/);
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      const invitation = page.getByRole('region', { name: 'Invitation' });
      await expect(invitation.getByText(note)).toBeVisible();
      await expect(invitation.getByText('Expired')).toBeVisible();
      await expect(invitation.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
      await invitation.getByRole('button', { name: 'Extend deadline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Extend the deadline' });
      await expect(dialog.getByLabel('New deadline')).toBeVisible();
      await atBothWidths(page, 'extend-deadline-modal', async () => {
        await waitForModalShown(page);
        await expectNoSeriousA11yViolations(page);
      });
      const clickedAt = Date.now();
      await dialog.getByRole('button', { name: 'Extend deadline' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/The deadline is now .*No email was sent/)).toBeVisible();

      // The server holds the new deadline (a week ahead, the dialog's default) and the request is answered.
      const stored = (await (
        await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() })
      ).json()) as InterviewDetail;
      expect(stored.extensionRequest).toBeNull();
      const ahead = Date.parse(stored.deadline ?? '') - clickedAt;
      expect(ahead).toBeGreaterThan(7 * DAY_MS - 5 * 60_000);
      expect(ahead).toBeLessThan(7 * DAY_MS + 60_000);
      expect((await request.get(`/api/v1/interview/${guid}`)).status()).toBe(200);
      await expect(invitation.getByText('Asked for more time')).toHaveCount(0);
      await expect(invitation.getByText('Expired')).toHaveCount(0);

      // 4. Open again: resend, and the confirmation says truthfully that no mail server sent it.
      await invitation.getByRole('button', { name: 'Resend invitation' }).click();
      await expect(
        page.getByText('The invitation was not sent by email — no mail server is set up.'),
      ).toBeVisible();
    } finally {
      await request.put(`/api/v1/company/${DEMO_COMPANY_ID}/settings`, {
        headers: authHeaders(),
        data: { reminders: original.reminders },
      });
    }
  });
});
