import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { JobQuestionnaireCheck } from '@vi/contracts';
import { inviteApplicant, type InvitedApplicant } from '../support/api.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  overridePublicConfig,
  screenshot,
  VIEWPORTS,
  withoutPracticeQuestion,
} from '../support/applicant-pages.js';

/*
 * Onboarding (docs/decisions/0015-interview-settings-and-accommodations.md), at a desktop and a phone size: wording per interview type, what to expect, the
 * consent's documents, audio only, the practice question first, touch targets and touch wording.
 */
const CONSENT = /Terms of Use.*Privacy Policy.*transcribed by AI/;

/** The questions are not public: the applicant reads them through their own application's guid. */
async function questionCount(request: APIRequestContext, applicant: InvitedApplicant): Promise<number> {
  const response = await request.get(
    `/api/v1/job/${applicant.jobId}/questionnaire?guid=${applicant.applicationGuid}`,
  );
  return ((await response.json()) as JobQuestionnaireCheck).data?.questions.length ?? 0;
}

async function openOnboarding(page: Page, applicant: InvitedApplicant): Promise<void> {
  await page.goto(new URL(applicant.interviewUrl).pathname);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
}

/** This browser has a microphone and no camera (the fake camera hidden from the page). */
async function hideCameras(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const enumerate = devices.enumerateDevices.bind(devices);
    devices.enumerateDevices = async () =>
      (await enumerate()).filter((device) => device.kind !== 'videoinput');
  });
}

for (const { name, viewport, isTouch } of VIEWPORTS) {
  test.describe(`onboarding choices (${name})`, () => {
    test.use({ viewport, hasTouch: isTouch, isMobile: isTouch });

    test(`[APPLICANT]: an audio interview is worded as audio and says what to expect (${name})`, async ({
      page,
      request,
    }) => {
      const applicant = await inviteApplicant(request, { contentType: 'Audio' });
      const count = await questionCount(request, applicant);
      await openOnboarding(page, applicant);

      await expect(
        page.getByRole('heading', { level: 2, name: 'Welcome to your audio interview' }),
      ).toBeVisible();
      await expect(page.getByText('Test your microphone below before you begin.')).toBeVisible();
      await expect(page.getByText(/presentable|Test your camera/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Test Camera' })).toHaveCount(0);

      // The demo questionnaires have no settings: the spec's limits, and the practice question (the default).
      const minutes = Math.max(1, Math.ceil((count * 150) / 60));
      await expect(page.getByRole('heading', { name: 'What to expect' })).toBeVisible();
      await expect(
        page.getByText(
          `${count} question${count === 1 ? '' : 's'} · about ${minutes} minute${minutes === 1 ? '' : 's'} · up to 2:00 per answer · 3 tries per question`,
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByText(/You start with a practice question/)).toBeVisible();

      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `onboarding-audio-${viewport.width}`);
    });

    test(`[APPLICANT]: a video interview keeps the spec's wording (${name})`, async ({ page, request }) => {
      const applicant = await inviteApplicant(request, { contentType: 'Video' });
      await openOnboarding(page, applicant);

      await expect(
        page.getByRole('heading', { level: 2, name: 'Welcome to your video interview' }),
      ).toBeVisible();
      for (const tip of [
        'Be presentable, as you would for an interview in person.',
        'Test your camera and microphone below before you begin.',
      ]) {
        await expect(page.getByText(tip, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('checkbox', { name: /Answer with audio only/ })).toHaveCount(0);
      await expectNoSideScroll(page);
      await screenshot(page, `onboarding-video-${viewport.width}`);
    });

    test(`[APPLICANT]: the consent box is a 44 px target, worded for the pointer, and Start opens the practice question (${name})`, async ({
      page,
      request,
    }) => {
      const applicant = await inviteApplicant(request, { contentType: 'Audio' });
      await openOnboarding(page, applicant);

      await expect(
        page.getByText(isTouch ? 'Tap the agreement above to start.' : 'Tick the agreement above to start.', {
          exact: true,
        }),
      ).toBeVisible();
      const consent = page.getByRole('checkbox', { name: CONSENT });
      const target = consent.locator('xpath=..');
      const box = await target.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      // A touch near the corner of the square, off the drawn box, still ticks it.
      if (isTouch) await target.tap({ position: { x: 3, y: 3 } });
      else await target.click({ position: { x: 3, y: 3 } });
      await expect(consent).toBeChecked();

      await page.getByRole('button', { name: 'Start Interview' }).click();
      await expect(page).toHaveURL(/\/v1\/interview\/practice$/);
    });

    test(`[APPLICANT]: the consent links open the built-in Terms of Use and Privacy Policy in a new tab (${name})`, async ({
      page,
      request,
      context,
    }) => {
      const applicant = await inviteApplicant(request, { contentType: 'Audio' });
      await openOnboarding(page, applicant);

      for (const [link, path, heading] of [
        ['Terms of Use', '/v1/terms', 'Terms of Use'],
        ['Privacy Policy', '/v1/privacy', 'Privacy Policy'],
      ] as const) {
        const anchor = page.getByRole('link', { name: link, exact: true });
        await expect(anchor).toHaveAttribute('target', '_blank');
        await expect(anchor).toHaveAttribute('rel', /noopener/);
        const opened = context.waitForEvent('page');
        await anchor.click();
        const tab = await opened;
        await expect(tab).toHaveURL(new RegExp(`${path}$`));
        await expect(tab.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(tab.getByRole('banner')).toBeVisible();
        await expect(tab.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
        await expectNoSeriousA11yViolations(tab);
        await expectNoSideScroll(tab);
        await screenshot(tab, `${path.split('/').at(-1) ?? 'legal'}-${viewport.width}`);
        await tab.close();
      }
      // Reading the documents left the onboarding as it was.
      await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    });

    test(`[APPLICANT]: the consent links lead to the company's own documents when configured (${name})`, async ({
      page,
      request,
    }) => {
      await overridePublicConfig(page, {
        termsUrl: 'https://company.example.test/terms',
        privacyUrl: 'https://company.example.test/privacy',
      });
      const applicant = await inviteApplicant(request, { contentType: 'Audio' });
      await openOnboarding(page, applicant);

      const terms = page.getByRole('link', { name: 'Terms of Use', exact: true });
      await expect(terms).toHaveAttribute('href', 'https://company.example.test/terms');
      await expect(terms).toHaveAttribute('target', '_blank');
      await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
        'href',
        'https://company.example.test/privacy',
      );
    });

    test(`[APPLICANT]: audio only, when the invitation allows it, needs no camera and opens the audio questions (${name})`, async ({
      page,
      request,
    }) => {
      await hideCameras(page);
      await withoutPracticeQuestion(page);
      const applicant = await inviteApplicant(request, {
        contentType: 'Video',
        accommodations: { audioOnlyAllowed: true },
      });
      await openOnboarding(page, applicant);

      const audioOnly = page.getByRole('checkbox', {
        name: 'Answer with audio only (your camera stays off)',
      });
      await expect(audioOnly).toBeVisible();
      await page.getByRole('checkbox', { name: CONSENT }).check();
      const start = page.getByRole('button', { name: 'Start Interview' });
      await expect(page.getByText('No camera found. Please connect a camera.')).toBeVisible();
      await expect(start).toBeDisabled();
      await expect(page.getByText('A camera is needed to start.')).toBeVisible();

      await audioOnly.check();
      await expect(page.getByRole('combobox', { name: 'Camera' })).toHaveCount(0);
      await expect(page.getByText('Test your camera and microphone below before you begin.')).toHaveCount(0);
      await expect(start).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await expectNoSideScroll(page);
      await screenshot(page, `onboarding-audio-only-${viewport.width}`);

      await start.click();
      await expect(page).toHaveURL(/\/v1\/interview\/questions\/audio$/);
    });

    test(`[APPLICANT]: without the practice question, Start keeps the spec's route (${name})`, async ({
      page,
      request,
    }) => {
      await withoutPracticeQuestion(page);
      const applicant = await inviteApplicant(request, { contentType: 'Video' });
      await openOnboarding(page, applicant);
      await expect(page.getByText(/You start with a practice question/)).toHaveCount(0);
      await page.getByRole('checkbox', { name: CONSENT }).check();
      await page.getByRole('button', { name: 'Start Interview' }).click();
      await expect(page).toHaveURL(/\/v1\/interview\/questions$/);
    });
  });
}
