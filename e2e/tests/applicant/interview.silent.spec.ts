import { expect, test } from '@playwright/test';
import { prepareInterview } from '../support/interview-flow.js';
import { scaled } from '../support/time-scale.js';

// Runs in the silent-microphone project (see playwright.config.ts): the fake microphone plays silence.
test.describe('silence while recording', () => {
  test('[APPLICANT]: warns "Are you talking?" after 10 s below level 1, and again 10 s after a dismissal', async ({
    page,
    request,
  }) => {
    const prepared = await prepareInterview(page, request, 'Audio');
    await page.clock.install();
    await page.goto(prepared.questionsPath);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    // After the 3-2-1 count-in.
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
      timeout: scaled(15_000),
    });

    const warning = page.getByRole('dialog', { name: 'Are you talking?' });
    await page.clock.fastForward(9_000);
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(warning).toContainText("We can't hear you, please double check your audio devices.");

    await warning.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward(5_000);
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(5_500);
    await expect(warning).toBeVisible();
  });
});
