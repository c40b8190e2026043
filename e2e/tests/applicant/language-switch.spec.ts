import { expect, test } from '@playwright/test';
import { inviteApplicant } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';

// The applicant's own interface language (docs/languages.md): the header's select changes the screens,
// keeps the layout at 375 px, and is remembered for this interview when its link is opened again.
test.describe('applicant language switch', () => {
  test('[APPLICANT]: switching to German at 375 px keeps the layout and the choice', async ({
    page,
    request,
  }, testInfo) => {
    const applicant = await inviteApplicant(request, { contentType: 'Video' });
    await page.setViewportSize({ width: 375, height: 800 });
    const onboarding = new URL(applicant.interviewUrl).pathname;
    await page.goto(onboarding);
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();

    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('button', { name: 'Interview starten' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Willkommen zu Ihrem Videointerview' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Start Interview', { exact: true })).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('onboarding-de-375.png'), fullPage: true });

    await page.goto(onboarding);
    await expect(page.getByRole('button', { name: 'Interview starten' })).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
  });
});
