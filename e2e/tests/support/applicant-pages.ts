import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * What the applicant-page suites share: the two sizes every page is checked at, the accessibility check,
 * optional screenshots, and switching the practice question off for one page.
 */
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isTouch: false },
  { name: 'phone', viewport: { width: 375, height: 812 }, isTouch: true },
] as const;

/**
 * The page holds still: the pointer rests in a corner (no hover state) and every finite animation and
 * transition has ended. axe reads colours as they are at that instant, so text caught mid-fade or a button
 * mid-hover-transition fails contrast although it passes at rest (seen twice in CI: a toast, a modal's
 * Cancel button under the pointer after a resize). Endless animations (spinners) are not waited for.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? 0)),
            ).length,
      ),
    )
    .toBe(0);
}

/** A modal fades in: it is checked once fully shown (mid-fade its half-transparent text fails contrast). */
export async function waitForModalShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('.modal, .modal-dialog')
        .evaluateAll((elements: HTMLElement[]) =>
          elements.every((e) => getComputedStyle(e).opacity === '1' && e.getAnimations().length === 0),
        ),
    )
    .toBe(true);
}

/**
 * axe-core finds nothing serious or critical on the page (or in the part `include` selects) as it is once
 * it holds still.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  await waitUntilStill(page);
  const builder = new AxeBuilder({ page });
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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

/** A full-page screenshot into E2E_SHOTS_DIR, when set (for looking at the pages, not for comparing). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
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
      // The page moved on (Start navigates, a test goes offline) while this handler read the reply:
      // the request is gone with it, so there is nothing left to answer.
      if (!/disposed|closed|Target page/i.test(String(error))) throw error;
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
