import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Job } from '@vi/contracts';
import { authHeaders, findJobFor, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function openInvite(page: Page) {
  await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
  await page.getByRole('button', { name: 'Invite Applicant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Applicant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Invite Applicant modal', () => {
  test('[RECRUITER]: invites an applicant with a PDF resume; the same email again is already invited', async ({
    page,
    request,
  }) => {
    const { jobId } = await findJobFor(request, 'Audio');
    const job = (await (await request.get(`/api/v1/job/${jobId}`, { headers: authHeaders() })).json()) as Job;
    const email = `e2e-invite-${randomUUID().slice(0, 8)}@example.test`;

    async function invite() {
      const dialog = await openInvite(page);
      await dialog.getByLabel('Search jobs').fill(job.title);
      await dialog
        .getByRole('list', { name: 'Jobs' })
        .getByRole('button', { name: new RegExp(`^${job.title}`) })
        .first()
        .click();
      await expect(dialog.getByRole('button', { name: 'Change job' })).toBeFocused();
      await expect(dialog.getByText(job.title)).toBeVisible();
      await expect(dialog.locator('.questionnaire-preview li').first()).toBeVisible();
      await dialog.getByLabel(/First name/).fill('Grace');
      await dialog.getByLabel(/Last name/).fill('Hopper');
      await dialog.getByLabel(/Email/).fill(email);
      await dialog.getByLabel(/Phone/).pressSequentially('555-0100');
      await dialog
        .getByLabel('Resume')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      return dialog;
    }

    const first = await invite();
    await expect(first).toBeHidden();
    // The e2e server has no mail server: the confirmation says so instead of "sent".
    const confirmation = page.getByRole('dialog', { name: 'Applicant invited' });
    await expect(confirmation).toContainText(email);
    await confirmation.getByRole('button', { name: 'OK' }).click();

    const second = await invite();
    await expect(second.getByRole('alert')).toHaveText(
      'This applicant has already been invited to take the interview for this job.',
    );
    await expect(second).toBeVisible();
  });

  test('[RECRUITER]: each invalid input shows its message and nothing is sent; no serious axe findings', async ({
    page,
  }) => {
    let posted = 0;
    await page.route('**/api/v1/invite/create-application', async (route) => {
      posted += 1;
      await route.continue();
    });
    // Usable at 375 px: the modal takes the screen and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    const dialog = await openInvite(page);
    await expect(dialog.getByRole('list', { name: 'Jobs' })).toBeVisible();
    expect(
      await dialog.evaluate((element) => {
        const modal = element.querySelector('.modal-dialog');
        return modal ? modal.scrollWidth <= 375 && modal.getBoundingClientRect().width <= 375 : false;
      }),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page, '.modal');

    await dialog.getByLabel('Search jobs').fill('no job is called this');
    await expect(dialog.getByText('No jobs found', { exact: true }).first()).toBeVisible();

    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(dialog.getByText('Please select a job')).toBeVisible();
    await expect(dialog.getByText('This field is required', { exact: true })).toHaveCount(3);

    const email = dialog.getByLabel(/Email/);
    await email.fill('not-an-email');
    await email.blur();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    const phone = dialog.getByLabel(/Phone/);
    await phone.pressSequentially('555-abc');
    await expect(phone).toHaveValue('555-');
    await expect(dialog.getByText('Phone number can only contain numbers and dashes')).toBeVisible();

    const resume = dialog.getByLabel('Resume');
    await resume.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText('Please select a PDF, DOC, or DOCX file only')).toBeVisible();
    await expect(resume).toHaveValue('');

    await resume.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(11 * 1024 * 1024, 0x20),
    });
    await expect(dialog.getByText('File size must be less than 10MB')).toBeVisible();
    await expect(resume).toHaveValue('');

    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expectNoSeriousA11yViolations(page, '.modal');
    expect(posted).toBe(0);
  });
});
