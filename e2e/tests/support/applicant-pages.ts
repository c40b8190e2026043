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

/** axe-core finds nothing serious or critical on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page fits its width: nothing scrolls sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
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
