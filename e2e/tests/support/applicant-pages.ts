import { expect, type Page } from '@playwright/test';
import { shotPath, TAKE_OPTIONAL_SHOTS } from './shots.js';

export { expectNoSeriousA11yViolations, waitForModalShown, waitUntilStill } from './a11y.js';

/*
 * What the applicant-page suites share: the two sizes every page is checked at, the accessibility check,
 * optional screenshots, and switching the practice question off for one page.
 */
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isTouch: false },
  { name: 'phone', viewport: { width: 375, height: 812 }, isTouch: true },
] as const;

/** The page fits its width: nothing scrolls sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Runs a check at desktop (1280) and phone (375) width, with a screenshot of each, and returns to desktop. */
export async function atBothWidths(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An optional full-page screenshot (see TAKE_OPTIONAL_SHOTS), for looking at the pages, not for comparing. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_OPTIONAL_SHOTS) return;
  await page.screenshot({ path: shotPath(name), fullPage: true });
}

/**
 * The demo questionnaires keep the default practice question; this page's initialize answers without it,
 * so Start takes the spec's route straight to the questions.
 */
export async function withoutPracticeQuestion(page: Page): Promise<void> {
  await page.route('**/api/v1/answer/*/initialize', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, practiceQuestion: false } });
    } catch (error) {
      // The page moved on (Start navigates, a test goes offline) or the test ended (one that needs only
      // the first screen) while this handler read the reply: the request is gone with it, so there is
      // nothing left to answer.
      if (!/disposed|closed|Target page|Test ended/i.test(String(error))) throw error;
    }
  });
}

/** The public configuration with some values replaced, for this page only. */
export async function overridePublicConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, ...changes } });
  });
}

/**
 * Stops the page's installed clock (page.clock.install) at about its present time. A pause must be in the
 * page's future: when the round trip for its time took longer than the margin (a loaded machine), the time
 * is read again rather than failing on "Cannot fast-forward to the past".
 */
export async function pauseClockNow(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const at = (await page.evaluate(() => Date.now())) + 100;
    const paused = await page.clock.pauseAt(at).then(
      () => true,
      (err: unknown) => {
        if (attempt >= 5 || !String(err).includes('fast-forward to the past')) throw err;
        return false;
      },
    );
    if (paused) return;
  }
}
