import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, VIEWPORTS } from '../support/applicant-pages.js';
import { prepareInterview, startFromOnboarding, uploadArea } from '../support/interview-flow.js';
import { shotPath } from '../support/shots.js';
import { questionnaireWithThinkTime } from '../support/think-time.js';
import { scaled } from '../support/time-scale.js';

/*
 * What the applicant must see and reach around a take, at 1280x900 and 375x812: the think time's
 * countdown and, after Stop, the playback controls are wholly on screen above the pinned action bar (not
 * under it); after Stop the focus is on Play, so Enter twice does not submit a take never heard.
 */

/** On screen and not under the pinned action bar: the part of the viewport above the bar. */
async function expectClearOfActionBar(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const bar = await page.locator('.answer-controls').boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  expect(bar, 'the action bar has a box').not.toBeNull();
  if (!box || !bar) return;
  expect(box.y, 'top on screen').toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 0.5);
  expect(box.y + box.height, 'above the action bar').toBeLessThanOrEqual(bar.y + 0.5);
}

for (const { name, viewport, isTouch } of VIEWPORTS) {
  test.describe(`around a take (${name})`, () => {
    test.use({ viewport, hasTouch: isTouch, isMobile: isTouch });

    test(`[APPLICANT]: the think-time countdown is wholly on screen, and says recording starts by itself (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(90_000));
      const setup = await questionnaireWithThinkTime(request, 20, 'Video');
      try {
        await startFromOnboarding(page, request, 'Video', { jobId: setup.jobId });
        // The preview comes with the camera, above the countdown, and must not push it under the bar.
        await expect(page.getByLabel('Camera preview', { exact: true })).toBeVisible({
          timeout: scaled(15_000),
        });
        const countdown = page.getByText(/^Recording starts in 0:\d\d$/);
        await expect(countdown).toBeVisible({ timeout: scaled(15_000) });
        await expect(countdown).toHaveAttribute('role', 'timer');
        await expect(page.getByText('Take a moment to think about your answer.')).toBeVisible();
        await page.screenshot({ path: shotPath(`think-time-${viewport.width}`) });
        await expectClearOfActionBar(page, countdown);
        await expect(page.getByRole('button', { name: 'Start now' })).toBeInViewport({ ratio: 1 });
        await expectNoSeriousA11yViolations(page);
      } finally {
        await setup.detach();
      }
    });

    test(`[APPLICANT]: after Stop, Play, Mute and Replay are on screen and Play has the focus (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(90_000));
      const prepared = await prepareInterview(page, request, 'Video');
      await page.goto(prepared.questionsPath);
      await page.getByRole('button', { name: 'Start Recording' }).click();
      const stop = page.getByRole('button', { name: 'Stop Recording' });
      await expect(stop).toBeFocused({ timeout: scaled(20_000) });
      await expect
        .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
          timeout: scaled(20_000),
        })
        .toBeGreaterThanOrEqual(2);
      // Stop with the keyboard, as a keyboard user would.
      await page.keyboard.press('Enter');

      const controls = page.getByRole('group', { name: 'Playback of your answer' });
      const play = controls.getByRole('button', { name: 'Play recording' });
      await expect(play).toBeVisible();
      await page.screenshot({ path: shotPath(`take-review-${viewport.width}`) });
      await expect(play).toBeFocused();
      for (const button of ['Play recording', 'Mute', 'Replay']) {
        await expectClearOfActionBar(page, controls.getByRole('button', { name: button, exact: true }));
      }
      await expectNoSeriousA11yViolations(page);

      // Enter now plays the take; it does not submit it.
      await page.keyboard.press('Enter');
      await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Question 1 of', exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  });
}
