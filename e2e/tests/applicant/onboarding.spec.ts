import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ApplicantInterview, PublicConfig, PublicJob } from '@vi/contracts';
import { inviteApplicant, type InvitedApplicant } from '../support/api.js';
import { withoutPracticeQuestion } from '../support/applicant-pages.js';
import { completeInterview } from '../support/complete-interview.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { scaled } from '../support/time-scale.js';

async function openOnboarding(page: Page, applicant: InvitedApplicant): Promise<void> {
  await page.goto(new URL(applicant.interviewUrl).pathname);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
}

async function applicantView(request: APIRequestContext, guid: string): Promise<ApplicantInterview> {
  const response = await request.get(`/api/v1/interview/${guid}`);
  expect(response.ok()).toBe(true);
  const [view] = (await response.json()) as ApplicantInterview[];
  if (!view) throw new Error('no interview in the answer');
  return view;
}

test.describe('applicant onboarding', () => {
  test("[APPLICANT]: the job description is cleaned by Chromium's own sanitiser; DOMPurify is not loaded", async ({
    page,
    request,
  }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await openOnboarding(page, applicant);
    // The demo jobs' descriptions are HTML with the title in <strong>: it renders as markup, not as text.
    const description = page.locator('.job-card__description');
    await expect(description.locator('strong')).toHaveCount(1);
    await expect(description).not.toContainText('<strong>');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /purify/i.test(path))).toEqual([]);
    expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(true);
  });

  test('[APPLICANT]: the job card and the Job Details modal show the job, and the modal returns focus', async ({
    page,
    request,
  }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    const job = (await (await request.get(`/api/v1/job/${applicant.jobId}`)).json()) as PublicJob;
    await openOnboarding(page, applicant);

    const card = page.getByRole('article', { name: job.title });
    await expect(card.getByRole('heading', { name: job.title })).toBeVisible();
    if (job.companyName) await expect(card.getByText(job.companyName, { exact: true })).toBeVisible();
    const first = job.locations[0];
    const location = first
      ? [first.city, first.region, first.country].filter(Boolean).join(', ')
      : 'Location not specified';
    await expect(card.getByText(location, { exact: true })).toBeVisible();

    const opener = card.getByRole('button', { name: 'Job Details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: job.title });
    await expect(dialog).toBeVisible();
    for (const heading of ['About the Role', 'Responsibilities', 'Required Skills', 'Job Requirements']) {
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    }
    if (job.roleDescription) await expect(dialog.getByText(job.roleDescription)).toBeVisible();
    for (const item of job.responsibilities) {
      await expect(dialog.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('[APPLICANT]: Start is disabled until consent; the consent is recorded and an audio job opens the audio questions', async ({
    page,
    request,
  }) => {
    await withoutPracticeQuestion(page);
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    await openOnboarding(page, applicant);

    const start = page.getByRole('button', { name: 'Start Interview' });
    await expect(start).toBeDisabled();
    await expect(page.getByText('Tick the agreement above to start.')).toBeVisible();
    expect((await applicantView(request, applicant.applicationGuid)).status).toBe('Incomplete');

    await page.getByRole('checkbox', { name: /Terms of Use.*Privacy Policy.*transcribed by AI/ }).check();
    await expect(start).toBeEnabled();
    await start.click();

    await expect(page).toHaveURL(/\/v1\/interview\/questions\/audio$/);
    const view = await applicantView(request, applicant.applicationGuid);
    expect(view).toMatchObject({ consentGiven: true, transcriptionConsent: true });
  });

  test('[APPLICANT]: a video job opens the video questions', async ({ page, request }) => {
    await withoutPracticeQuestion(page);
    const applicant = await inviteApplicant(request, { contentType: 'Video' });
    await openOnboarding(page, applicant);
    await expect(page.getByRole('combobox', { name: 'Camera' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page).toHaveURL(/\/v1\/interview\/questions$/);
    expect((await applicantView(request, applicant.applicationGuid)).consentGiven).toBe(true);
  });

  test('[APPLICANT]: offline, Start shows Connection Lost and records nothing; back online it starts', async ({
    page,
    request,
    context,
  }) => {
    await withoutPracticeQuestion(page);
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    await openOnboarding(page, applicant);
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();

    await context.setOffline(true);
    const dialog = page.getByRole('dialog', { name: 'Connection Lost' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('You are offline. Please reconnect to continue.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/v1\/interview\/onboarding\//);
    expect((await applicantView(request, applicant.applicationGuid)).consentGiven).toBe(false);

    await context.setOffline(false);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page).toHaveURL(/\/v1\/interview\/questions\/audio$/);
  });

  test('[APPLICANT]: the jtToken cookie is cleared on onboarding', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    await context.addCookies([{ name: 'jtToken', value: 'a-recruiter-token', url: baseURL ?? '' }]);
    await openOnboarding(page, applicant);
    // The page clears it through document.cookie, which reaches the browser's cookie store (what
    // context.cookies() reads) a moment later; on a busy machine after the page has rendered.
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .not.toContain('jtToken');
  });

  test('[APPLICANT]: an unknown application says so', async ({ page }) => {
    await page.goto('/v1/interview/onboarding/7d0c5b8e-1f57-4c1e-9a0f-3f1d2c4b5a69');
    await expect(page.getByRole('alert')).toHaveText('No application found for this applicant.');
    await expect(page.getByRole('button', { name: 'Start Interview' })).toHaveCount(0);
  });

  test('[APPLICANT]: a completed interview goes to the already-completed page', async ({
    page,
    request,
    baseURL,
  }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    await completeInterview(request, applicant.applicationGuid, { baseURL, chunks: 1 });
    await page.goto(new URL(applicant.interviewUrl).pathname);
    await expect(page).toHaveURL(/\/v1\/interview\/already-completed$/);
    await expect(page.getByRole('heading', { name: 'Interview Already Completed' })).toBeVisible();
  });

  test('[APPLICANT]: Test Audio moves the level meter with the speaking microphone', async ({
    page,
    request,
  }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    await openOnboarding(page, applicant);
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');

    await page.getByRole('button', { name: 'Test Audio' }).click();
    await expect(page.getByRole('button', { name: 'Stop Audio Test' })).toBeVisible();
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: scaled(10_000) })
      .toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Stop Audio Test' }).click();
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('button', { name: 'Test Audio' })).toBeVisible();
  });

  test('[APPLICANT]: Test Camera shows a playing preview', async ({ page, request }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Video' });
    await openOnboarding(page, applicant);
    await page.getByRole('button', { name: 'Test Camera' }).click();
    const preview = page.locator('video[aria-label="Camera preview"]');
    await expect(preview).toBeVisible();
    await expect
      .poll(() =>
        preview.evaluate(
          (video: HTMLVideoElement) => !video.paused && video.readyState >= 2 && video.videoWidth > 0,
        ),
      )
      .toBe(true);
    const time = await preview.evaluate((video: HTMLVideoElement) => video.currentTime);
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(time);

    await page.getByRole('button', { name: 'Stop Camera' }).click();
    await expect(preview).toHaveCount(0);
  });

  test('[APPLICANT]: the explainer plays and its playback rate changes', async ({ page, request }) => {
    const config = page.waitForResponse('**/api/v1/config');
    const applicant = await inviteApplicant(request, { contentType: 'Video' });
    await openOnboarding(page, applicant);
    const { productTitle } = (await (await config).json()) as PublicConfig;

    await page.getByRole('button', { name: 'Watch Explainer Video' }).click();
    const dialog = page.getByRole('dialog', { name: `Welcome to ${productTitle}` });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', '/api/v1/media/explainer/video');
    // The first request makes the explainer (speech synthesis and an encode), so allow it a while.
    await expect
      .poll(() => video.evaluate((media: HTMLVideoElement) => media.readyState), { timeout: scaled(30_000) })
      .toBeGreaterThanOrEqual(2);
    await video.evaluate((media: HTMLVideoElement) => media.play());
    await expect
      .poll(() => video.evaluate((media: HTMLVideoElement) => media.currentTime))
      .toBeGreaterThan(0);

    await dialog.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
    expect(await video.evaluate((media: HTMLVideoElement) => media.playbackRate)).toBe(1.5);
    await dialog.getByRole('combobox', { name: 'Playback speed' }).selectOption('0.25');
    expect(await video.evaluate((media: HTMLVideoElement) => media.playbackRate)).toBe(0.25);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Watch Explainer Video' })).toBeFocused();
  });

  test('[APPLICANT]: the explainer says when it cannot load', async ({ page, request }) => {
    await page.route('**/api/v1/media/explainer/**', (route) => route.fulfill({ status: 503, body: '' }));
    const applicant = await inviteApplicant(request, { contentType: 'Audio' });
    await openOnboarding(page, applicant);
    await page.getByRole('button', { name: 'Watch Explainer Video' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Unable to load explainer video');
  });

  test('[APPLICANT]: onboarding has no serious accessibility violations and fits 375 px', async ({
    page,
    request,
  }) => {
    const applicant = await inviteApplicant(request, { contentType: 'Video' });
    await page.setViewportSize({ width: 375, height: 800 });
    await openOnboarding(page, applicant);
    await page.getByRole('button', { name: 'Test Camera' }).click();
    await expect(page.getByRole('button', { name: 'Stop Camera' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Job Details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  });
});
