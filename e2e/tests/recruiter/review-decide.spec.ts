import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { InterviewDetail, InterviewList, NoteList } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, inviteApplicant, recruiterToken } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * Deciding on a real interview from the review screen: stars by keyboard, a note pinned to a moment and
 * sought from its marker, the stage by its key, and J/K through the list. Every change is checked on the
 * server, not only on screen.
 */

// Two whole interviews are recorded over the recording channel first (ffmpeg, finalising).
test.describe.configure({ timeout: scaled(300_000) });

async function detail(request: APIRequestContext, id: string): Promise<InterviewDetail> {
  const response = await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewDetail;
}

async function completedApplicant(request: APIRequestContext, baseURL: string | undefined) {
  const suffix = randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
  const lastName = `Decide${suffix}`;
  const invited = await inviteApplicant(request, { contentType: 'Video', firstName: 'Katherine', lastName });
  await completeInterview(request, invited.applicationGuid, { baseURL });
  const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  const { data } = (await list.json()) as InterviewList;
  const row = data.find((item) => item.applicationGuid === invited.applicationGuid);
  if (!row) throw new Error('interview not listed');
  return { id: row.id, name: `Katherine ${lastName}` };
}

async function signIn(page: Page): Promise<void> {
  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'jtToken'))
    .toBe(true);
}

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

test('[RECRUITER]: rate by keyboard, pin a note and seek to it, shortlist with S, walk with J and K', async ({
  page,
  request,
  baseURL,
}) => {
  const older = await completedApplicant(request, baseURL);
  const newer = await completedApplicant(request, baseURL);
  const firstQuestion = (await detail(request, newer.id)).responses[0]!.questionId;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(`/v1/recruiter/interviews/${newer.id}`);
  await expect(page.getByRole('heading', { level: 2, name: newer.name })).toBeVisible();

  // 4 on the focused answer rates it; the overall star makes the team's average.
  const player = page.getByRole('group', { name: 'Answer to question 1' });
  const video = player.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(1);
  await player.focus();
  await page.keyboard.press('4');
  const answerStars = page.getByRole('group', { name: 'Your rating of answer 1' });
  await expect(answerStars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect
    .poll(async () => (await detail(request, newer.id)).reviews.find((r) => r.isMine)?.ratings)
    .toEqual([{ questionId: firstQuestion, stars: 4 }]);
  await page.getByRole('group', { name: 'Overall' }).getByTitle('5 stars').click();
  await expect.poll(async () => (await detail(request, newer.id)).rating).toEqual({ average: 5, count: 1 });

  await page.reload();
  await expect(answerStars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: '5 stars' }),
  ).toBeChecked();
  await expect(page.getByTestId('team-rating')).toContainText('5.0 of 5 from 1 review');

  // A note pinned where the player stands (→ seeks 5 s), then found again from its marker.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(1);
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(video)).toBeCloseTo(5, 0);
  await page.getByLabel('New note').fill('Explains the robot <clearly>');
  await page.getByRole('button', { name: 'Pin to this moment' }).click();
  await expect(page.getByText('Pinned to answer 1 at 0:05')).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/interviews/${newer.id}/notes`, { headers: authHeaders() });
      const { data } = (await response.json()) as NoteList;
      return data.map(({ text, questionId, atSeconds }) => ({ text, questionId, atSeconds }));
    })
    .toEqual([{ text: 'Explains the robot <clearly>', questionId: firstQuestion, atSeconds: 5 }]);
  await expect(page.getByText('Explains the robot <clearly>', { exact: true })).toBeVisible();

  await player.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBeCloseTo(0, 0);
  await player.getByRole('button', { name: /^Note at 0:05/ }).click();
  await expect.poll(() => currentTime(video)).toBeCloseTo(5, 1);

  // S shortlists, with a confirmation that offers Undo.
  await page.keyboard.press('s');
  await expect(page.getByText('Moved to Shortlisted.')).toBeVisible();
  await expect.poll(async () => (await detail(request, newer.id)).stage).toBe('shortlisted');
  await expect(page.getByLabel('Stage')).toHaveValue('shortlisted');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(page.locator('.activity')).toContainText('moved the interview from New to Shortlisted');
  await expect(page.locator('.activity')).toContainText('rated 5 stars');

  await page.screenshot({ path: shotPath('review-1280'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The stage toast (shortlisted with S) closes first: its exit animation starting while axe reads the
  // dialog below made its half-transparent text fail contrast. A toast also closes itself after a few
  // seconds, so each round clicks whichever close button is there now, and a click whose toast left
  // first is tried again, not waited on (a locator kept from before waits for its toast forever).
  const toasts = page.locator('.Toastify__toast');
  await expect(async () => {
    const close = page.locator('.Toastify__close-button').first();
    if ((await close.count()) > 0) await close.click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: scaled(20_000) });

  // The keys' list.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Next candidate')).toBeVisible();
  // Once its fade-in has ended (mid-fade its text is half transparent).
  await expect
    .poll(() => page.locator('.modal.show').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
  await page.screenshot({ path: shotPath('review-shortcuts-1280') });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // J and K: newest first, so the older applicant is next.
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 2, name: older.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/v1/recruiter/interviews/${older.id}$`));
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 2, name: newer.name })).toBeVisible();

  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('team-rating')).toContainText('5.0 of 5');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath('review-375'), fullPage: true });
  await page.screenshot({ path: shotPath('review-375-top') });
  await page.getByRole('heading', { name: 'Your review' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('review-375-panels') });
  await page.getByRole('heading', { name: 'Notes' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('review-375-notes') });
  await expectNoSeriousA11yViolations(page);

  // Scrolled down to the notes, J opens the next applicant at its top: name and stage in view.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 2, name: older.name })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shotPath('review-375-next-top') });
  await expect(page.locator('.review__title-row')).toBeInViewport({ ratio: 1 });
});
