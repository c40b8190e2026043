import { expect, test, type Page } from '@playwright/test';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

// The admin's screens in the recruiter's language (docs/languages.md): a German browser gets settings, team
// and the audit log in German, and German's longer words keep them laid out at 375 px.

/** Texts of these screens in English: none may show in German. */
const ENGLISH = [
  'Settings for your whole company.',
  'Reminder emails',
  'Save settings',
  'What the rule deletes next',
  'Invite a colleague',
  'Pending invitations',
  'Last sign-in',
  'Apply filters',
  'Clear filters',
  'Export CSV',
  'All events',
  'Interview viewed',
  'Interview list read',
  'Settings changed',
  'Signed in',
  'Team member',
];

/** Each English text still on the page (anywhere in an element's text), for a readable failure. */
async function englishLeft(page: Page): Promise<string[]> {
  const left: string[] = [];
  for (const text of ENGLISH) if ((await page.getByText(text).count()) > 0) left.push(text);
  return left;
}

async function expectLaidOut(page: Page): Promise<void> {
  expect(await englishLeft(page)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
}

test.use({ locale: 'de-DE' });
// Three pages, each checked by axe: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: scaled(120_000) });

test('[RECRUITER]: a German browser gets settings, team and the audit log in German at 375 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignInLink(page, `/v1/recruiter/settings?jtToken=${recruiterToken()}`);

  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Erinnerungs-E-Mails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Was die Regel als Nächstes löscht' })).toBeVisible();
  await expectLaidOut(page);
  await page.screenshot({ path: '/tmp/admin-settings-de-375.png', fullPage: true });

  await page.goto('/v1/recruiter/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kollegen einladen' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Letzte Anmeldung' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Offene Einladungen' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-team-de-375.png', fullPage: true });
  await expectLaidOut(page);

  // Reading the interview list is logged: the audit log has an entry to word in German.
  const listed = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=2`, {
    headers: authHeaders(),
  });
  expect(listed.status()).toBe(200);
  await page.goto('/v1/recruiter/audit');
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Protokolleinträge, neueste zuerst' });
  await expect(table.locator('tbody tr').first()).toContainText('Interviewliste gelesen: 2 Interviews');
  await expect(page.getByRole('combobox', { name: 'Ereignis' })).toContainText('Alle Ereignisse');
  await expectLaidOut(page);
  await page.screenshot({ path: '/tmp/admin-de-375.png', fullPage: true });
});
