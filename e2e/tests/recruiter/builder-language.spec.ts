import { expect, test, type Page } from '@playwright/test';
import { recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { openSignInLink } from '../support/sign-in.js';

// The questionnaire list and the builder follow the recruiter's language (docs/languages.md): a German
// browser at 375 px, where German's longer words must still fit without sideways scrolling.

/** English the two screens show; none of it may be left in German. */
const ENGLISH = [
  'Create Questionnaire',
  'Invite Applicant',
  'Items per page',
  'Eligible Jobs',
  'Add to Job',
  'Candidates',
  'Questionnaire Builder',
  'Questionnaire Name',
  'Answer Format',
  'Add Question',
  'Answer type',
  'Recorded answer',
  'Interview settings',
  'Think time before each answer',
  'Scorecard (optional)',
  'Interview language',
];

async function expectGermanAndFitting(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const phrase of ENGLISH) expect(text, phrase).not.toContain(phrase);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  await expectNoSeriousA11yViolations(page);
}

test.describe('questionnaires in the recruiter language', () => {
  test.use({ locale: 'de-DE' });

  test('[RECRUITER]: a German browser gets the questionnaire list and the builder in German at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Fragebögen', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stelle zuordnen' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passende Stellen' })).toBeVisible();
    await expect(page.getByText(/^Seite 1 von \d+$/).first()).toBeVisible();
    await expectGermanAndFitting(page);
    await page.screenshot({ path: '/tmp/questionnaires-de-375.png', fullPage: true });

    await page.getByRole('button', { name: 'Fragebogen erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Fragebogen-Editor' })).toBeVisible();
    await page.getByRole('button', { name: /Frage hinzufügen/ }).click();
    await page.getByRole('textbox', { name: 'Frage 1', exact: true }).fill('Was reizt Sie an dieser Stelle?');
    await page.getByRole('combobox', { name: 'Antworttyp' }).selectOption('Select');
    await expect(page.getByRole('textbox', { name: 'Frage 1, Option 2' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Interview-Einstellungen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bewertungsbogen (optional)' })).toBeVisible();
    await expectGermanAndFitting(page);
    await page.screenshot({ path: '/tmp/builder-de-375.png', fullPage: true });
  });
});
