import { expect, test, type Locator, type Page } from '@playwright/test';
import { recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

// The Select Job panel, the invite form and the funnel in the recruiter's language (docs/languages.md):
// a German browser at 375 px gets them in German, without English left, sideways scroll or axe findings.

/** English phrases of these screens that must not show through in German. */
const ENGLISH = [
  'Select Job',
  'Search jobs',
  'All Divisions',
  'Posted By',
  'For questionnaire',
  'Invite Applicant',
  'Send To',
  'First name',
  'Deadline and message',
  'Send Invite',
  'Please select a job',
  'This field is required',
  'Completion funnel',
  'Invited to completed',
  'Applicants at each step',
  'Median time to complete',
  'Answers per question',
];

/** `within` is the screen itself: the questionnaire list behind the dialogs is another feature's. */
async function expectGermanLaidOut(page: Page, within: Locator, screen: string) {
  // A dialog covers the viewport (the page behind it is another feature's); the funnel page is shot whole.
  await page.screenshot({ path: `/tmp/jobs-${screen}-de-375.png`, fullPage: screen === 'funnel' });
  for (const phrase of ENGLISH) await expect(within.getByText(phrase, { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
}

test.describe('jobs, invitations and the funnel in the recruiter language', () => {
  test.use({ locale: 'de-DE' });

  test('[RECRUITER]: a German browser gets the Select Job panel, the invite form and the funnel in German at 375 px', async ({
    page,
  }) => {
    // Three screens, each checked by axe: more than the default half minute on a loaded machine.
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignInLink(page, `/v1/recruiter?tab=questionnaires&jtToken=${recruiterToken()}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The questionnaire list is another feature's screen: its buttons are found by place, not by words.
    await page.locator('.questionnaire-row__actions').first().getByRole('button').first().click();
    const panel = page.getByRole('dialog', { name: 'Stelle auswählen' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Für den Fragebogen: /)).toBeVisible();
    await expect(panel.getByLabel('Stellen durchsuchen')).toBeVisible();
    await expect(panel.getByLabel('Ausgeschrieben von')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Stellen' }).getByRole('listitem').first()).toBeVisible();
    await expectGermanLaidOut(page, panel, 'panel');
    await panel.getByRole('button', { name: 'Schließen' }).click();
    await expect(panel).toBeHidden();

    await page.locator('.questionnaires__buttons button').first().click();
    const invite = page.getByRole('dialog', { name: 'Bewerber einladen' });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole('heading', { name: 'Senden an' })).toBeVisible();
    await invite.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(invite.getByText('Bitte wählen Sie eine Stelle aus')).toBeVisible();
    await expect(invite.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await expectGermanLaidOut(page, invite, 'invite');
    await invite.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(invite).toBeHidden();

    await page.goto('/v1/recruiter/funnel');
    await expect(page.getByRole('heading', { name: 'Abschlusstrichter', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bewerber pro Schritt' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Diagramm: Eingeladen \d/ })).toBeVisible();
    await expectGermanLaidOut(page, page.getByRole('region', { name: 'Abschlusstrichter' }), 'funnel');
  });
});
