import { expect, test } from '@playwright/test';
import {
  fetchInterviewView,
  prepareInterview,
  startFromOnboarding,
  recordTakeWithKeyboard,
  tabTo,
  uploadArea,
} from '../support/interview-flow.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { scaled } from '../support/time-scale.js';

test.describe('video interview', () => {
  test('[APPLICANT]: completes a video interview with the keyboard alone, accessible at every step', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(150_000));
    const prepared = await startFromOnboarding(page, request, 'Video');

    for (let i = 0; i < prepared.questionCount; i += 1) {
      const heading = page.getByRole('heading', { name: `Question ${i + 1} of ${prepared.questionCount}` });
      await expect(heading).toBeVisible({ timeout: scaled(30_000) });
      // After a submit the next question's heading takes the focus, so it is announced.
      if (i > 0) await expect(heading).toBeFocused();
      if (i === 0) await expectNoSeriousA11yViolations(page);

      await recordTakeWithKeyboard(page, 2);
      // The take plays back from the page's own copy, and the live preview has made way for it.
      await expect(page.getByLabel('Your recorded answer')).toBeVisible();
      await expect(uploadArea(page).getByRole('status')).toHaveText('All recorded data saved');
      if (i === 0) await expectNoSeriousA11yViolations(page);

      await tabTo(page, 'Submit');
      await page.keyboard.press('Enter');
    }

    await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
    const view = await fetchInterviewView(request, prepared.interviewId);
    expect(view.status).toBe('Completed');
    expect(view.responses).toHaveLength(prepared.questionCount);
    for (const response of view.responses) {
      expect(response.videoUrl).not.toBeNull();
      expect(response.duration ?? 0).toBeGreaterThanOrEqual(1);
    }
    await expect
      .poll(
        async () =>
          (await fetchInterviewView(request, prepared.interviewId)).responses.every(
            (response) => response.transcription.status === 'done',
          ),
        { timeout: scaled(60_000), intervals: [1000] },
      )
      .toBe(true);
  });

  test('[APPLICANT]: the question screen fits a 375 px wide phone, idle, recording and reviewing', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const prepared = await prepareInterview(page, request, 'Video');
    await page.goto(prepared.questionsPath);
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // Recording and reviewing a take fit too.
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByLabel('Camera preview', { exact: true })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByLabel('Your recorded answer')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
