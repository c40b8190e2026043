import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSideScroll } from '../support/applicant-pages.js';

// The Terms of Use, the Privacy Policy and the 404 page in the reader's language (docs/languages.md): a
// German browser outside any interview gets them in German, and German's longer words keep them at 375 px.

/** English phrases of these pages, none of which may be left on a German one. */
const ENGLISH = [
  'Terms of Use',
  'Privacy Policy',
  'Your part',
  'Your consent',
  'Who decides',
  'What is collected',
  'Who sees it',
  'No automated judgement',
  'Ask the recruiter',
  'Read the',
  'Page Not Found',
  'The page you are looking for',
  'open the link from your invitation',
  'Go to the home page',
  'Need Assistance',
];

async function expectGermanAt375(page: Page, shot: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const text = await page.locator('body').innerText();
  for (const english of ENGLISH) expect(text, english).not.toContain(english);
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot, fullPage: true });
  await page.screenshot({ path: test.info().outputPath(shot.split('/').at(-1)!), fullPage: true });
}

test.describe('legal and error pages in the browser’s language', () => {
  test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

  test('[SHELL]: a German browser gets the Terms of Use, the Privacy Policy and a 404 in German at 375 px', async ({
    page,
  }) => {
    // Three pages, each checked by axe: more than one default timeout on a loaded machine.
    test.slow();
    await page.goto('/v1/terms');
    await expect(page.getByRole('heading', { level: 2, name: 'Nutzungsbedingungen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Ihre Einwilligung' })).toBeVisible();
    await expect(page.getByText(/Brauchen Sie Hilfe\? Schreiben Sie uns an/)).toBeVisible();
    await expectGermanAt375(page, '/tmp/legal-de-375.png');

    await page.getByRole('link', { name: 'Datenschutzerklärung lesen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Keine automatisierte Beurteilung' }),
    ).toBeVisible();
    await expectGermanAt375(page, '/tmp/legal-de-375-privacy.png');

    await page.goto('/v1/interview/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Die gesuchte Seite existiert nicht.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expectGermanAt375(page, '/tmp/legal-de-375-404.png');

    // The way on leads to the home page, in the same language as the page it came from.
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Aufgezeichnete zeitversetzte Bewerbungsinterviews' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Bereich für Recruiter' })).toBeVisible();
  });
});
