import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InterviewDetail, InterviewList, Questionnaire } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, inviteApplicant, listJobs, recruiterToken } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * The Interviews tab as a pipeline, against the real server: two applicants answer for real (flite speech
 * that PocketSphinx transcribes: "… five years of experience building robots …"), a third is only invited.
 * The recruiter finds them by a spoken word, moves one to a stage, filters, exports, compares and shares.
 */

test.describe.configure({ timeout: scaled(360_000) });

/** Letters only (names take no digits): the uuid's hex digits become letters. */
function uniqueLetters(): string {
  return randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
}

async function interviewIdOf(request: APIRequestContext, applicationGuid: string): Promise<string> {
  const response = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as InterviewList;
  const row = data.find((item) => item.applicationGuid === applicationGuid);
  if (!row) throw new Error(`interview of ${applicationGuid} not listed`);
  return row.id;
}

async function detail(request: APIRequestContext, id: string): Promise<InterviewDetail> {
  const response = await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewDetail;
}

async function signIn(page: Page): Promise<void> {
  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'jtToken'))
    .toBe(true);
}

/** The page at both widths, into the test's output folder. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('[RECRUITER]: the pipeline finds, moves, exports, compares and shares candidates', async ({
  page,
  request,
  baseURL,
}) => {
  const lastName = `Turing${uniqueLetters()}`;
  const people = [`Alan ${lastName}`, `Joan ${lastName}`];
  const ids: string[] = [];
  for (const firstName of ['Alan', 'Joan']) {
    const invited = await inviteApplicant(request, { contentType: 'Video', firstName, lastName });
    await completeInterview(request, invited.applicationGuid, { baseURL });
    ids.push(await interviewIdOf(request, invited.applicationGuid));
  }
  // Only invited: found by name, never by a word it has not said.
  await inviteApplicant(request, { contentType: 'Video', firstName: 'Dora', lastName });
  // The search index takes a transcript when the engine stores it: wait for the server, not the clock.
  for (const id of ids) {
    await expect
      .poll(async () => (await detail(request, id)).responses.map((r) => r.transcription.status), {
        timeout: scaled(240_000),
        intervals: [1000],
      })
      .not.toContain('pending');
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto('/v1/recruiter?tab=interviews&status=all');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByRole('table');

  // Search by a spoken word: the two who said "robots", not the one who only has the name.
  await page.getByLabel('Search names and transcripts').fill(`robots ${lastName}`);
  await expect(page).toHaveURL(/q=robots/);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2, { timeout: scaled(15_000) });
  for (const name of people) await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByText(`Dora ${lastName}`)).toHaveCount(0);
  await page.getByLabel('Search names and transcripts').fill(lastName);
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Search names and transcripts').fill(`robots ${lastName}`);
  await expect(rows).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // Bulk stage: Alan alone to Shortlisted.
  await page.getByRole('checkbox', { name: `Select ${people[0]}` }).check();
  await page.getByRole('button', { name: 'Move to stage…' }).click();
  await page.getByRole('button', { name: 'Shortlisted' }).click();
  await expect(page.getByText('Moved 1 interview to Shortlisted.')).toBeVisible();
  await expect.poll(async () => (await detail(request, ids[0]!)).stage).toBe('shortlisted');
  await expect(rows.filter({ hasText: people[0]! })).toContainText('Shortlisted');

  // Stage filter, kept in the address across a reload.
  await page.getByRole('checkbox', { name: 'Shortlisted' }).check();
  await expect(page).toHaveURL(/stage=shortlisted/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(people[0]!);
  await page.reload();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Shortlisted' })).toBeChecked();
  await expect(page.getByLabel('Search names and transcripts')).toHaveValue(`robots ${lastName}`);

  // The CSV has the filtered list with its stage.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^interviews-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('Applicant name');
  expect(lines[0]).toContain('Stage');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(people[0]);
  expect(lines[1]).toContain('shortlisted');

  // Compare the two, side by side.
  await page.getByRole('checkbox', { name: 'Shortlisted' }).uncheck();
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all shown interviews' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await shoot(page, 'pipeline-table');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/v1\/recruiter\/compare\?ids=/);
  await expect(page.getByRole('heading', { name: 'Compare candidates' })).toBeVisible();
  for (const name of people) {
    const answer = page.getByRole('region', { name: `${name}, answer to question 1` });
    await expect(answer.locator('video')).toBeVisible();
    await expect(answer.locator('.review-transcript__line').first()).toBeVisible();
  }
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: `${people[0]}, answer to question 1` })
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.readyState),
    )
    .toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'compare');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Share the two, then revoke the link.
  await page.getByRole('link', { name: 'Back to interviews' }).click();
  await page.getByRole('checkbox', { name: 'Select all shown interviews' }).check();
  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share interviews' });
  await expect(dialog.getByLabel('Link expires after (days)')).toHaveValue('7');
  await expect(dialog.getByRole('checkbox', { name: /Hide contact details/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Let viewers rate and comment' })).not.toBeChecked();
  // axe once the dialog has slid in (mid-transition it is not where it will be).
  await expect
    .poll(() => page.locator('.modal-dialog').evaluate((el) => getComputedStyle(el).transform))
    .toBe('none');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'share-modal');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByLabel('Share link').inputValue();
  expect(url).toMatch(/\/v1\/shared\/[^/]+$/);
  const token = url.split('/').at(-1)!;
  expect((await request.get(`/api/v1/shared/${token}`)).status()).toBe(200);
  await shoot(page, 'share-created');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('link', { name: 'Share links' }).click();
  await expect(page.getByRole('heading', { name: 'Share links', level: 2 })).toBeVisible();
  const linkRow = page.getByRole('table').locator('tbody tr').first();
  await expect(linkRow).toContainText('Active');
  await expect(linkRow).toContainText('2');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'share-links');
  await linkRow.getByRole('button', { name: /Revoke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(linkRow).toContainText('Revoked');
  await expect(linkRow.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  expect((await request.get(`/api/v1/shared/${token}`)).status()).toBe(410);
});

test('[RECRUITER]: a questionnaire row lists its candidates in one click, cards show stage and rating', async ({
  page,
  request,
}) => {
  const lastName = `Noether${uniqueLetters()}`;
  const invited = await inviteApplicant(request, { contentType: 'Audio', firstName: 'Emmy', lastName });
  const job = (await listJobs(request)).find((candidate) => candidate.id === invited.jobId);
  const questionnaire = await request.get(`/api/v1/questionnaire/${job?.questionnaireId}`, {
    headers: authHeaders(),
  });
  const { questionnaireName } = (await questionnaire.json()) as Questionnaire;
  await signIn(page);
  await page.goto('/v1/recruiter?tab=questionnaires');
  await page
    .getByRole('link', { name: `Candidates of ${questionnaireName}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/tab=interviews.*questionnaireId=/);
  await expect(page.getByRole('tab', { name: 'Interviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Questionnaire', { exact: true })).toHaveValue(job?.questionnaireId ?? '');
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  const card = page
    .getByRole('list', { name: 'Interviews' })
    .getByRole('link', { name: new RegExp(lastName) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('New');
  await expect(card).toContainText('Not rated');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'pipeline-cards');
});

test('[RECRUITER]: a card clicked right after typing a search opens its review, however slowly its code loads', async ({
  page,
  request,
}) => {
  const lastName = `Hopper${uniqueLetters()}`;
  await inviteApplicant(request, { contentType: 'Audio', firstName: 'Grace', lastName });
  await signIn(page);
  await page.goto('/v1/recruiter?tab=interviews&status=all');
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  const search = page.getByLabel('Search names and transcripts');
  await search.fill(lastName);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}`));
  const card = page
    .getByRole('list', { name: 'Interviews' })
    .getByRole('link', { name: new RegExp(lastName) });
  await expect(card).toBeVisible();
  // The review's code (loaded on the first visit to a review) arrives after the search's pause is over.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // A narrower search typed, and the card clicked before the search has applied.
  await search.fill(`Grace ${lastName}`);
  await card.click();
  await expect(page.getByRole('heading', { level: 2, name: `Grace ${lastName}` })).toBeVisible({
    timeout: scaled(15_000),
  });
  await expect(page).toHaveURL(/\/v1\/recruiter\/interviews\/[^/?]+(\?|$)/);
  // The late search never sent the recruiter back: the list was not shown again.
  await expect(page.getByLabel('Search names and transcripts')).toHaveCount(0);
});
