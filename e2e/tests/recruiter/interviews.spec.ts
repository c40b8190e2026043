import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ContentType, Interview, InterviewDetail, InterviewList, InviteResponse } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, findJobFor, inviteApplicant, recruiterToken } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { scaled } from '../support/time-scale.js';

/*
 * The recruiter's review of real interviews: each test invites fresh applicants, records their answers
 * over the real recording channel (ffmpeg-made WebM of flite speech: real thumbnails, real PocketSphinx
 * transcripts) and then looks at them through the grid and the review screen.
 */

// Each test first records whole interviews over the recording channel (ffmpeg, finalising, PocketSphinx),
// which on a busy two-core machine takes longer than the default 30 s.
test.describe.configure({ timeout: scaled(180_000) });

async function interviewFor(request: APIRequestContext, applicationGuid: string): Promise<Interview> {
  const response = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as InterviewList;
  const row = data.find((item) => item.applicationGuid === applicationGuid);
  if (!row) throw new Error(`interview of ${applicationGuid} not listed`);
  return row;
}

/** A fresh applicant with a uniquely named, Completed interview (video unless said). */
async function completedApplicant(
  request: APIRequestContext,
  baseURL: string | undefined,
  contentType: ContentType = 'Video',
) {
  // Names take letters only: the uuid's hex digits become letters.
  const suffix = randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
  const lastName = `Hopper${suffix}`;
  const invited = await inviteApplicant(request, { contentType, firstName: 'Grace', lastName });
  await completeInterview(request, invited.applicationGuid, { baseURL });
  const interview = await interviewFor(request, invited.applicationGuid);
  return { ...invited, name: `Grace ${lastName}`, interview };
}

/** The answers' length on a card's picture: shown whole, inside the picture, with its text not cut. */
async function expectWholeLength(card: Locator): Promise<void> {
  const length = card.locator('.interview-card__length');
  await expect(length).toHaveText(/^Answers recorded: \d+:\d\d$/, { timeout: scaled(15_000) });
  const [badge, picture] = await Promise.all([
    length.boundingBox(),
    card.locator('.interview-card__media').boundingBox(),
  ]);
  expect(badge && picture).toBeTruthy();
  expect(badge!.x).toBeGreaterThanOrEqual(picture!.x);
  expect(badge!.y).toBeGreaterThanOrEqual(picture!.y);
  expect(badge!.x + badge!.width).toBeLessThanOrEqual(picture!.x + picture!.width);
  expect(badge!.y + badge!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
  expect(await length.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

async function signIn(page: Page): Promise<void> {
  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
  // The guard saves the token as a cookie once it has checked it; the next navigation needs that cookie.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'jtToken'))
    .toBe(true);
}

test('[RECRUITER]: the review screen plays an answer and its transcript seeks the player', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(300_000));
  const applicant = await completedApplicant(request, baseURL);
  await signIn(page);
  await page.goto(`/v1/recruiter/interviews/${applicant.interview.id}`);

  await expect(page.getByRole('heading', { level: 2, name: applicant.name })).toBeVisible();
  await expect(page.getByRole('link', { name: applicant.email })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // The first answer's player loads the real recording (Range requests against the server).
  const player = page.getByRole('group', { name: 'Answer to question 1' });
  const video = player.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(1);

  // The transcript arrives (the page polls while PocketSphinx works). How long the engine takes depends on
  // the machine's load, which is not what this test checks: it waits for the server to have the
  // transcript, then gives the page its own polling period to show it.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/interviews/${applicant.interview.id}`, {
          headers: authHeaders(),
        });
        const body = (await response.json()) as InterviewDetail;
        return body.responses[0]?.transcription.status;
      },
      { timeout: scaled(180_000), intervals: [1000] },
    )
    .not.toBe('pending');
  const firstAnswer = page.locator('.review-answer').first();
  const lines = firstAnswer.locator('.review-transcript__line');
  await expect(lines.first()).toBeVisible({ timeout: scaled(30_000) });
  await expect(firstAnswer.getByText('Transcription in progress…')).toHaveCount(0);

  // The player region's keys: → seeks 5 s ahead (the recording is about 7 s long).
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(5, 0);

  // Clicking a line seeks the player to the line's start (away from 5 s) and plays from there.
  const stored = await request.get(`/api/v1/interviews/${applicant.interview.id}`, {
    headers: authHeaders(),
  });
  const segments = ((await stored.json()) as InterviewDetail).responses[0]!.transcription.segments;
  const target = segments.length > 1 ? 1 : 0;
  const start = segments[target]!.start;
  expect(start).toBeLessThan(3.5);
  // Where the player landed is read when it lands (its 'seeked' event), not afterwards: it plays on from
  // there, and a busy machine can take seconds to answer the next read.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking)).toBe(false);
  await video.evaluate((v: HTMLVideoElement) => {
    const landed = v as HTMLVideoElement & { landedAt?: number };
    v.addEventListener('seeked', () => (landed.landedAt = v.currentTime), { once: true });
  });
  await lines.nth(target).click();
  // Playing can begin before the seek lands (play() ends `paused` at once), so the landing is waited for
  // itself, then the playing.
  const landed = () =>
    video.evaluate((v) => (v as HTMLVideoElement & { landedAt?: number }).landedAt ?? null);
  await expect.poll(landed).not.toBeNull();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  const landedAt = (await landed()) ?? Number.NaN;
  expect(landedAt).toBeGreaterThanOrEqual(start - 0.25);
  expect(landedAt).toBeLessThan(start + 0.5);
  await expect(lines.nth(target)).toHaveAttribute('aria-current', 'true');

  // Space on the player region pauses.
  await player.focus();
  await page.keyboard.press(' ');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // The screen keeps asking until every answer's transcript is done.
  await expect(page.getByText('Transcription in progress…')).toHaveCount(0, { timeout: scaled(60_000) });
  for (const answer of await page.locator('.review-answer').all()) {
    await expect(answer.locator('.review-transcript__line').first()).toBeVisible();
  }

  await expectNoSeriousA11yViolations(page);
});

test('[RECRUITER]: the grid shows the interview card with its thumbnail and opens the review; Previous and Next walk the list', async ({
  page,
  request,
  baseURL,
}) => {
  const older = await completedApplicant(request, baseURL);
  const newer = await completedApplicant(request, baseURL);
  await signIn(page);
  await page.goto('/v1/recruiter?tab=interviews');

  const card = page.getByRole('link', { name: new RegExp(newer.name) });
  await expect(card).toBeVisible({ timeout: scaled(15_000) });
  const thumbnail = card.locator('img');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: new RegExp(older.name) })).toBeVisible();
  await expectWholeLength(card);
  await card.screenshot({ path: test.info().outputPath('card-1280.png') });
  await expectNoSeriousA11yViolations(page);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/v1/recruiter/interviews/${newer.interview.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: newer.name })).toBeVisible();

  // Newest first: the older applicant is next, and back again with Previous (or ']' and '[').
  await page.getByRole('link', { name: 'Next interview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: older.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/v1/recruiter/interviews/${older.interview.id}$`));
  await page.getByRole('link', { name: 'Previous interview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: newer.name })).toBeVisible();
  await page.keyboard.press(']');
  await expect(page.getByRole('heading', { level: 2, name: older.name })).toBeVisible();

  await page.getByRole('link', { name: 'Back to interviews' }).click();
  await expect(page.getByRole('link', { name: new RegExp(older.name) })).toBeVisible();
});

test('[RECRUITER]: on a phone the grid is one column, and an audio interview plays in the review', async ({
  page,
  request,
  baseURL,
}) => {
  const applicant = await completedApplicant(request, baseURL, 'Audio');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto('/v1/recruiter?tab=interviews');
  const list = page.getByRole('list', { name: 'Interviews' });
  const card = list.getByRole('link', { name: new RegExp(applicant.name) });
  await expect(card).toBeVisible({ timeout: scaled(15_000) });
  // An audio interview's picture is its answer's waveform, drawn when the media was made: a real image,
  // never a broken one.
  const picture = card.locator('img');
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(1);
  await expectWholeLength(card);
  await card.screenshot({ path: test.info().outputPath('card-375.png') });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await card.click();
  await expect(page.getByRole('heading', { level: 2, name: applicant.name })).toBeVisible();
  const audio = page.getByRole('group', { name: 'Answer to question 1' }).locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(1);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(
    page.locator('.review-answer').first().locator('.review-transcript__line').first(),
  ).toBeVisible({
    timeout: scaled(60_000),
  });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('[RECRUITER]: the grid shows nine cards, then more with Show more', async ({ page, request }) => {
  // Invited applicants who have not answered yet are Incomplete interviews: cheap to make ten of.
  const tag = `Lovelace${Date.now().toString(36).replace(/[0-9]/g, '')}`;
  const names: string[] = [];
  for (let i = 0; i < 10; i++) {
    const firstName = `Ada${'abcdefghij'[i]}`;
    await inviteApplicant(request, { contentType: 'Audio', firstName, lastName: tag });
    names.push(`${firstName} ${tag}`);
  }
  await signIn(page);
  await page.goto('/v1/recruiter?tab=interviews');
  await page.getByLabel('Status').selectOption('Incomplete');
  const cards = page.getByRole('list', { name: 'Interviews' }).getByRole('link');
  await expect(cards).toHaveCount(9);
  // Newest first: the last invited leads; the first invited is the tenth.
  await expect(cards.first()).toContainText(names[9]!);
  await expect(page.getByRole('link', { name: new RegExp(names[0]!) })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByRole('link', { name: new RegExp(names[0]!) })).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(9);
  await expect(cards.nth(9)).toBeFocused();
});

test('[RECRUITER]: a not yet answered interview shows its questions as Not answered and offers the resume', async ({
  page,
  request,
}) => {
  const { jobId } = await findJobFor(request, 'Video');
  const email = `e2e-${randomUUID()}@example.test`;
  const resume = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
  const invite = await request.post('/api/v1/invite/create-application', {
    headers: authHeaders(),
    multipart: {
      jobId: String(jobId),
      firstName: 'Mary',
      lastName: 'Jackson',
      email,
      phone: '555-0199',
      resume: { name: 'mary-jackson.pdf', mimeType: 'application/pdf', buffer: resume },
    },
  });
  expect(invite.ok()).toBe(true);
  const { data } = (await invite.json()) as InviteResponse;
  const interview = await interviewFor(request, data.applicationGuid);

  await signIn(page);
  await page.goto(`/v1/recruiter/interviews/${interview.id}?status=Incomplete`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mary Jackson' })).toBeVisible();
  await expect(page.getByText('Incomplete', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '555-0199' })).toHaveAttribute('href', 'tel:555-0199');
  const questions = page.locator('.review-answer');
  await expect(questions.first()).toBeVisible();
  await expect(page.getByText('Not answered')).toHaveCount(await questions.count());

  // The resume link downloads the stored file with the recruiter's session.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download resume' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mary-jackson.pdf');
  await expectNoSeriousA11yViolations(page);
});
