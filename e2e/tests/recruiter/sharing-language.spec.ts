import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatedShareLink, InterviewList } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations, waitForModalShown } from '../support/a11y.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

// Sharing in the recruiter's language (docs/languages.md): a German browser gets the share dialog in
// German, and a guest opening the link in a German browser gets the shared review page in German, both
// laid out at 375 px.

test.describe.configure({ timeout: scaled(300_000) });
test.use({ locale: 'de-DE' });

/** English texts of these screens that must not show through in German. */
const ENGLISH = [
  'Share interviews',
  'Link expires after (days)',
  'Let viewers rate and comment',
  'Create link',
  'Copy the link now',
  'interviews have been shared with you',
  'has been shared with you',
  'Question 1 of',
  'Made by speech recognition',
  'Rate this interview',
  'Your name',
  'Overall rating',
  'Save review',
  'Date applied',
];

/** A demo interview with recorded video answers (the server records them as it starts). */
async function demoInterview(request: APIRequestContext) {
  let found: InterviewList['data'][number] | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/v1/company/${DEMO_COMPANY_ID}/interviews?status=Completed&limit=100&q=Chen`,
          { headers: authHeaders() },
        );
        const { data } = (await response.json()) as InterviewList;
        found = data.find((item) => item.applicantName === 'Maya Chen');
        return found !== undefined;
      },
      { timeout: scaled(240_000), intervals: [2000] },
    )
    .toBe(true);
  return found!;
}

async function expectGermanOnly(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const phrase of ENGLISH) expect(text, phrase).not.toContain(phrase);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('[RECRUITER]: a German browser shares in German, and the guest reads the shared page in German at 375 px', async ({
  page,
  request,
}) => {
  const interview = await demoInterview(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignInLink(page, `/v1/recruiter?tab=interviews&jtToken=${recruiterToken()}`);

  await page.getByRole('searchbox', { name: 'Namen und Transkripte durchsuchen' }).fill('Maya Chen');
  await page.getByRole('checkbox', { name: 'Maya Chen auswählen' }).check();
  await page.getByRole('button', { name: 'Teilen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interviews teilen' });
  await expect(dialog.getByLabel('Gültigkeit des Links (Tage)')).toHaveValue('7');
  await expect(dialog.getByText('Jeder mit dem Link kann dieses Interview ohne Konto ansehen')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Betrachtern Bewertungen und Kommentare erlauben' }).check();
  await waitForModalShown(page);
  await expectGermanOnly(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/sharing-de-375-dialog.png' });

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/share-links') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Link erstellen' }).click();
  const link = (await (await created).json()) as CreatedShareLink;
  await expect(dialog.getByLabel('Freigabelink')).toHaveValue(link.url);
  await expect(dialog.getByRole('button', { name: 'Kopieren' })).toBeVisible();
  await expectGermanOnly(page);
  await dialog.getByRole('button', { name: 'Fertig' }).click();

  try {
    // The guest: no account, the browser's language.
    await page.goto(new URL(link.url).pathname);
    await expect(page.getByText('Ein Interview wurde mit Ihnen geteilt.')).toBeVisible();
    // Contact details hidden (the dialog's default): the first name only.
    await expect(
      page.getByRole('heading', { level: 2, name: interview.applicantName.split(' ')[0] }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Antworten' })).toBeVisible();
    await expect(page.getByText('Frage 1 von 3')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transkript' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dieses Interview bewerten' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ihr Name' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Gesamtbewertung' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bewertung speichern' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectGermanOnly(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/sharing-de-375.png', fullPage: true });
  } finally {
    await request.delete(`/api/v1/company/${DEMO_COMPANY_ID}/share-links/${link.id}`, {
      headers: authHeaders(),
    });
  }
});
