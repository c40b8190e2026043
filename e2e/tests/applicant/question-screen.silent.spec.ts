import { expect, test } from '@playwright/test';
import { prepareInterview } from '../support/interview-flow.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * Runs in the silent-microphone project (see playwright.config.ts): "Are you talking?" is a modal on
 * screen at a desktop and a phone size, focused, and gives focus back (the question screen's
 * dialogs rendered unstyled below the footer).
 */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test(`[APPLICANT]: "Are you talking?" is a focused modal on screen (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const prepared = await prepareInterview(page, request, 'Video');
    await page.clock.install();
    await page.goto(prepared.questionsPath);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const stop = page.getByRole('button', { name: 'Stop Recording' });
    await expect(stop).toBeVisible({ timeout: scaled(15_000) });

    await page.clock.fastForward(10_500);
    const warning = page.getByRole('dialog', { name: 'Are you talking?' });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute('aria-modal', 'true');
    await expect
      .poll(() => warning.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const box = await warning.locator('.modal-content').boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath(`question-silence-${viewport.width}`) });

    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await expect(stop).toBeFocused();
  });
}
