import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { inviteApplicant } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  screenshot,
  VIEWPORTS,
} from '../support/applicant-pages.js';
import { scaled } from '../support/time-scale.js';

/*
 * Privacy, the applicant's side (docs/privacy.md): the AI notice before consent, the copy of their data downloaded from
 * the success page, and the erasure from the "Your data" page the invitation mail links to.
 */

const aiNotice = (page: Page) => page.getByRole('region', { name: 'How AI is used in this interview' });

/** A dialog is checked once its fade-in has ended (a half-transparent dialog fails contrast). */
async function settledDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  return dialog;
}

test.describe('[APPLICANT]: your data and the AI notice', () => {
  for (const { name, viewport } of VIEWPORTS) {
    test(`[APPLICANT]: the AI notice names the engine before the agreement (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { interviewUrl } = await inviteApplicant(page.request, { contentType: 'Audio' });
      await page.goto(interviewUrl);

      const notice = aiNotice(page);
      // The first load of a fresh server competes with the demo's recordings being made.
      await expect(notice).toBeVisible({ timeout: scaled(30_000) });
      // The e2e server runs the built-in engine (TRANSCRIBE_ENGINE=auto: Moonshine, shipped by npm ci).
      await expect(notice).toContainText('on this server (moonshine)');
      await expect(notice).toContainText('Speech to text only');
      await expect(notice).toContainText('does not score or rank you');
      await expect(notice).toContainText(/AI notice, version \d{4}-\d{2}-\d{2}/);
      const agreement = page.getByRole('checkbox', { name: /transcribed by AI/ });
      const [noticeBox, agreementBox] = await Promise.all([notice.boundingBox(), agreement.boundingBox()]);
      expect(noticeBox!.y).toBeLessThan(agreementBox!.y);

      const yourData = page.getByRole('region', { name: 'Your data' });
      await expect(yourData.getByRole('link', { name: 'Download a copy of your interview' })).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, `your-data-onboarding-${name}`);
    });
  }

  test('[APPLICANT]: the copy downloaded from the success page is a zip of the answers', async ({ page }) => {
    // Every answer goes through the real channel, storage and transcription.
    test.setTimeout(scaled(180_000));
    const invited = await inviteApplicant(page.request, { contentType: 'Audio' });
    // Onboarding keeps the interview in the session, where the success page finds it.
    await page.goto(invited.interviewUrl);
    await expect(aiNotice(page)).toBeVisible({ timeout: scaled(30_000) });
    await completeInterview(page.request, invited.applicationGuid);
    await page.goto('/v1/interview/success');

    const yourData = page.getByRole('region', { name: 'Your data' });
    const link = yourData.getByRole('link', { name: 'Download a copy of your interview' });
    await expect(link).toBeVisible({ timeout: scaled(15_000) });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'your-data-success-desktop');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^interview-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vi-e2e-export-')), 'export.zip');
    await download.saveAs(file);

    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    expect(entries.some((e) => /\/answers\/question-01\.(webm|weba|ogg|mp4|m4a)$/.test(e))).toBe(true);
    expect(entries.some((e) => e.endsWith('/consent.json'))).toBe(true);
    const consentEntry = entries.find((e) => e.endsWith('/consent.json'))!;
    const consent = JSON.parse(execFileSync('unzip', ['-p', file, consentEntry], { encoding: 'utf8' })) as {
      aiNoticeVersion: string | null;
      termsVersion: string | null;
    };
    expect(consent.aiNoticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(consent.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  for (const { name, viewport } of VIEWPORTS) {
    test(`[APPLICANT]: erasing from the "Your data" page, after a confirmation (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const invited = await inviteApplicant(page.request, { contentType: 'Audio' });
      await page.goto(`/v1/interview/your-data/${invited.applicationGuid}`);

      await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
      await expect(
        page.getByText(/^Your interview for .+ at .+\. No answers are stored yet\.$/),
      ).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `your-data-page-${name}`);

      await page.getByRole('button', { name: 'Erase my interview…' }).click();
      const dialog = await settledDialog(page, 'Erase your interview?');
      await expect(dialog).toContainText('This cannot be undone.');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `your-data-erase-dialog-${name}`);
      await dialog.getByRole('button', { name: 'Erase my interview' }).click();

      // Needs POST /interview/{guid}/erase (the API's binding path, built beside this screen).
      await expect(page.getByRole('status', { name: 'Your interview has been erased' })).toBeVisible();
      await screenshot(page, `your-data-erased-${name}`);
      const after = await page.request.get(`/api/v1/interview/${invited.applicationGuid}`);
      expect([404, 410]).toContain(after.status());

      // A later visit of the link says it is gone.
      await page.reload();
      await expect(page.getByText(/It may have been erased already/)).toBeVisible();
    });
  }
});
