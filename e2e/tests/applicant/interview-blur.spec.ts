import { expect, test } from '@playwright/test';
import { fetchInterviewView, prepareInterview, uploadArea } from '../support/interview-flow.js';
import { scaled } from '../support/time-scale.js';

test.describe('background blur on the question screen', () => {
  test('[APPLICANT]: blur chosen at onboarding shows the blurred preview while recording, the take is stored, and blur can be switched off', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    const prepared = await prepareInterview(page, request, 'Video', { isBlurEnabled: true });
    await page.goto(prepared.questionsPath);

    await page.getByRole('button', { name: 'Start Recording' }).click();
    // Start waits for the model rather than record the first seconds unblurred.
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
      timeout: scaled(20_000),
    });
    await expect(page.locator('.answer-preview canvas')).toBeVisible();
    await expect(page.getByLabel('Camera preview', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Camera preview with background blur' })).toBeVisible();
    await expect
      .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
        timeout: scaled(20_000),
      })
      .toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Stop Recording' }).click();

    const toggle = page.getByRole('button', { name: 'Remove Background Blur' });
    await expect(toggle).toHaveAttribute('title', 'Remove Background Blur');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    const applyBlur = page.getByRole('button', { name: 'Apply Background Blur' });
    await expect(applyBlur).toHaveAttribute('aria-pressed', 'false');
    await expect(applyBlur).toHaveAttribute('title', 'Apply Background Blur');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /^Question 2 of / })).toBeVisible({
      timeout: scaled(30_000),
    });
    const [answer] = (await fetchInterviewView(request, prepared.interviewId)).responses;
    // The server refuses a "video" answer without a video track, so the canvas stream carried one.
    expect(answer?.videoUrl).not.toBeNull();
  });

  test('[APPLICANT]: below 831 px no blur toggle is offered and recording goes on normally', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const prepared = await prepareInterview(page, request, 'Video', { isBlurEnabled: true });
    await page.goto(prepared.questionsPath);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByLabel('Camera preview', { exact: true })).toBeVisible();
    await expect
      .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
        timeout: scaled(20_000),
      })
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Background Blur/ })).toHaveCount(0);
  });
});
