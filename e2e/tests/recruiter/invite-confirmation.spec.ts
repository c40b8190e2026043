import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { InterviewList, Job } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, findJobFor, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, waitForModalShown } from '../support/applicant-pages.js';
import { shotPath, TAKE_OPTIONAL_SHOTS } from '../support/shots.js';

async function settledAxe(page: Page) {
  await waitForModalShown(page);
  await expectNoSeriousA11yViolations(page, '.modal');
}

const VIEWPORTS = [
  { label: '1280', width: 1280, height: 900 },
  { label: '375', width: 375, height: 740 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`invite confirmation at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('[RECRUITER]: the invite sends a deadline and a personal message; with no mail server the confirmation says so and copies the link', async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { jobId } = await findJobFor(request, 'Video');
      const job = (await (
        await request.get(`/api/v1/job/${jobId}`, { headers: authHeaders() })
      ).json()) as Job;
      const email = `e2e-confirm-${randomUUID().slice(0, 8)}@example.test`;

      await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
      await page.getByRole('button', { name: 'Invite Applicant' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Applicant' });
      await dialog.getByLabel('Search jobs').fill(job.title);
      await dialog
        .getByRole('list', { name: 'Jobs' })
        .getByRole('button', { name: new RegExp(`^${job.title}`) })
        .first()
        .click();
      await dialog.getByLabel(/First name/).fill('Mary');
      await dialog.getByLabel(/Last name/).fill('Jackson');
      await dialog.getByLabel(/^Email/).fill(email);
      // Three days ahead at 17:00 local time, as a recruiter would pick it.
      const at = new Date(Date.now() + 3 * 86_400_000);
      at.setHours(17, 0, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      await dialog
        .getByLabel('Deadline (optional)')
        .fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T17:00`);
      await dialog.getByLabel('Personal message (optional)').fill('Looking forward to hearing from you!');
      await settledAxe(page);
      if (TAKE_OPTIONAL_SHOTS) {
        await dialog.getByLabel('Personal message (optional)').scrollIntoViewIfNeeded();
        await page.screenshot({ path: shotPath(`invite-details-${viewport.label}`) });
      }
      await dialog.getByRole('button', { name: 'Send Invite' }).click();

      const confirmation = page.getByRole('dialog', { name: 'Applicant invited' });
      await expect(confirmation).toContainText(
        'The invitation was not sent by email — no mail server is set up.',
      );
      await expect(confirmation).not.toContainText('was sent to');
      await expect(confirmation).toContainText(`Job: ${job.title}`);
      await expect(confirmation).toContainText('Deadline:');

      // The link is the one the server made for this applicant.
      const list = (await (
        await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100&jobId=${jobId}`, {
          headers: authHeaders(),
        })
      ).json()) as InterviewList;
      const stored = list.data.find((row) => row.applicantEmail === email);
      expect(stored?.deadline).toBe(at.toISOString());
      const link = confirmation.getByLabel('Interview link');
      await expect(link).toHaveValue(new RegExp(`/v1/interview/onboarding/${stored?.applicationGuid}$`));

      await confirmation.getByRole('button', { name: 'Copy interview link' }).click();
      await expect(confirmation.getByRole('status')).toHaveText('Link copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
      await settledAxe(page);
      if (TAKE_OPTIONAL_SHOTS)
        await page.screenshot({ path: shotPath(`invite-confirmation-${viewport.label}`) });
      await confirmation.getByRole('button', { name: 'OK' }).click();
      await expect(confirmation).toBeHidden();
    });
  });
}
