import { expect, test, type Page } from '@playwright/test';
import type { Interview, InterviewList } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

// The review screen and the compare page in the recruiter's language (docs/languages.md): a German browser
// on a phone gets both in German, with the longer words kept inside 375 px.

/** English the two screens would show if a text were missed (none of it is the demo's own data). */
const ENGLISH = [
  'Your review',
  'Team rating',
  'Recommendation',
  'Keyboard shortcuts',
  'Add note',
  'Pin to this moment',
  'Nothing has happened yet',
  'opened the interview',
  'Back to interviews',
  'Strong yes',
  'Language:',
  'Transcript unavailable',
  'Not in English',
  'Compare candidates',
  "Reviewers' stars",
  'No stars for this answer',
  'Skipped by the applicant',
  'Resend invitation',
  'Extend deadline',
];

async function expectGermanOnly(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((phrase) => text.includes(phrase))).toEqual([]);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expectNoSeriousA11yViolations(page);
}

test.use({ locale: 'de-DE' });
// Two pages, each checked by axe: more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: scaled(120_000) });

test('[RECRUITER]: a German browser reviews and compares demo interviews in German at 375 px', async ({
  page,
  request,
}) => {
  const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  expect(list.ok()).toBe(true);
  // Completed interviews first; the demo's invited ones serve where its recordings could not be made.
  const interviews = ((await list.json()) as InterviewList).data
    .filter((interview: Interview) => interview.applicantName !== '' && interview.questionnaireId !== null)
    .sort((a, b) => Number(b.status === 'Completed') - Number(a.status === 'Completed'));
  // The demo's Spanish interview names its transcript's language; any other serves without it.
  const isSpanish = (i: Interview) => i.applicantName === 'Lucía Fernández' && i.status === 'Completed';
  const reviewed = interviews.find(isSpanish) ?? interviews[0];
  expect(reviewed).toBeDefined();

  await page.setViewportSize({ width: 375, height: 812 });
  await openSignInLink(page, `/v1/recruiter/interviews/${reviewed!.id}?jtToken=${recruiterToken()}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2, name: reviewed!.applicantName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Bewertung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team-Bewertung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notizen', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktivität' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tastenkürzel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notiz hinzufügen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Phase' })).toBeVisible();
  if (reviewed!.status === 'Completed')
    await expect(page.getByRole('group', { name: 'Ihre Bewertung von Antwort 1' })).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'Einladung' })).toBeVisible();
  if (isSpanish(reviewed!)) {
    const transcript = page.getByRole('region', { name: 'Transkript' }).first();
    await expect(transcript.getByText('Sprache: Spanisch')).toBeVisible({ timeout: scaled(30_000) });
  }
  await expectGermanOnly(page);
  await page.screenshot({ path: '/tmp/review-de-375.png', fullPage: true });

  // Two interviews of one questionnaire, side by side.
  const first = interviews.find((a) =>
    interviews.some((b) => b.id !== a.id && b.questionnaireId === a.questionnaireId),
  )!;
  const pair = interviews.filter((i) => i.questionnaireId === first.questionnaireId).slice(0, 2);
  await page.goto(`/v1/recruiter/compare?ids=${pair.map((i) => i.id).join(',')}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Bewerber vergleichen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bewerber' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Frage 1 von \d+: / })).toBeVisible();
  await expect(
    page.getByRole('region', { name: `${pair[0]!.applicantName}, Antwort auf Frage 1` }),
  ).toBeVisible();
  await expectGermanOnly(page);
  await page.screenshot({ path: '/tmp/compare-de-375.png', fullPage: true });
});
