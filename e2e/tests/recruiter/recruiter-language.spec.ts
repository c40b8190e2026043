import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeaders, recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { openSignInLink } from '../support/sign-in.js';

// The recruiter's own interface language (docs/languages.md): the browser's language when the user has
// saved none, the saved one (PATCH /auth/me) otherwise, and German's longer words keep the bars at 375 px.

/** A demo user no other suite signs in as, so saving a language here changes nobody else's screens. */
const PRIYA = { userId: 3 };

async function saveLanguage(request: APIRequestContext, language: string): Promise<void> {
  const response = await request.patch('/api/v1/auth/me', {
    headers: authHeaders(recruiterToken(PRIYA)),
    data: { language },
  });
  expect(response.status()).toBe(200);
}

test.describe('recruiter language from the browser', () => {
  test.use({ locale: 'de-DE' });

  test('[RECRUITER]: a German browser gets the bars and the home in German, laid out at 375 px', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const menu = page.getByRole('button', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Start' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Fragebögen' })).toBeVisible();
    const work = page.getByRole('region', { name: 'Offene Arbeit' });
    await expect(work.getByText(/abgeschlossene(s)? Interviews? in den letzten 7 Tagen/)).toBeVisible();
    await expect(work.getByText(/innerhalb von 72 Stunden unbeantwortet ab/)).toBeVisible();
    await expect(page.getByText('Work waiting', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('home-de-375.png'), fullPage: true });

    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Recruiting' });
    for (const name of ['Start', 'Fragebögen', 'Interviews', 'Sammeleinladung', 'Einstellungen'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Angemeldet als')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('menu-de-375.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('link', { name: 'Fragebögen', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-de-1280.png'), fullPage: true });

    // The pipeline list, the most used screen, is converted too.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: 'Interviews' }).click();
    await expect(page.getByRole('searchbox', { name: 'Namen und Transkripte durchsuchen' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeVisible();
    await expect(page.getByText('Search names and transcripts')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('pipeline-de-375.png'), fullPage: true });
  });
});

test.describe('recruiter language saved per user', () => {
  test.beforeEach(async ({ request }) => saveLanguage(request, 'en'));
  test.afterEach(async ({ request }) => saveLanguage(request, 'en'));

  test('[RECRUITER]: choosing German on the account page switches at once and stays after a reload', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignInLink(page, `/v1/recruiter/account?jtToken=${recruiterToken(PRIYA)}`);
    await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeVisible();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/auth/me') && r.request().method() === 'PATCH',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Save the language' }).click();
    expect((await saved).status()).toBe(200);

    await expect(page.getByRole('heading', { name: 'Ihr Konto', level: 2 })).toBeVisible();
    await expect(page.getByText('Ihre Bildschirme sind jetzt auf Deutsch.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('account-de-375.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ihr Konto', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
  });
});
