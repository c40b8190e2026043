import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CreatedShareLink, InterviewDetail, InterviewList } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, inviteApplicant } from '../support/api.js';
import { completeInterview } from '../support/complete-interview.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * A hiring manager without an account opens a share link: a recruiter (over the API) shares a real,
 * completed video interview with contact details hidden and reviews allowed; a fresh browser context (no
 * cookie, no token) watches it, leaves a named review, and after the recruiter revokes the link sees that
 * it has ended while its media answer 410.
 */

test.describe.configure({ timeout: scaled(300_000) });

/** Letters only (names refuse digits): the uuid's hex digits become letters. */
const lettersOnly = () =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');

async function interviewDetail(request: APIRequestContext, id: string): Promise<InterviewDetail> {
  const response = await request.get(`/api/v1/interviews/${id}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewDetail;
}

/** A fresh applicant's completed video interview, once the server has its transcript. */
async function completedInterview(request: APIRequestContext, baseURL: string | undefined) {
  const lastName = `Hopper${lettersOnly()}`;
  const invited = await inviteApplicant(request, { contentType: 'Video', firstName: 'Grace', lastName });
  await completeInterview(request, invited.applicationGuid, { baseURL });
  const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  const { data } = (await list.json()) as InterviewList;
  const row = data.find((item) => item.applicationGuid === invited.applicationGuid);
  if (!row) throw new Error('the completed interview is not listed');
  // PocketSphinx works in the background; its speed depends on the machine's load, not on this page.
  await expect
    .poll(async () => (await interviewDetail(request, row.id)).responses[0]?.transcription.status, {
      timeout: scaled(180_000),
      intervals: [1000],
    })
    .not.toBe('pending');
  return { ...invited, id: row.id, lastName };
}

/** A fresh applicant's interview (invited only): enough to share, review and rate. */
async function invitedInterview(request: APIRequestContext) {
  const invited = await inviteApplicant(request, { firstName: 'Lin', lastName: `Okafor${lettersOnly()}` });
  const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?limit=100`, {
    headers: authHeaders(),
  });
  const { data } = (await list.json()) as InterviewList;
  const row = data.find((item) => item.applicationGuid === invited.applicationGuid);
  if (!row) throw new Error('the invited interview is not listed');
  return row.id;
}

async function shareLink(request: APIRequestContext, id: string, options: object): Promise<string> {
  const created = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/share-links`, {
    headers: authHeaders(),
    data: { interviewIds: [id], hideContactDetails: true, allowReviews: true, ...options },
  });
  expect(created.status()).toBe(201);
  return new URL(((await created.json()) as CreatedShareLink).url).pathname;
}

test('[RECRUITER]: a share link opens a review page for someone without an account', async ({
  browser,
  request,
  baseURL,
}) => {
  const applicant = await completedInterview(request, baseURL);

  const created = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/share-links`, {
    headers: authHeaders(),
    data: { interviewIds: [applicant.id], expiresInDays: 7, hideContactDetails: true, allowReviews: true },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as CreatedShareLink;
  const pagePath = new URL(link.url).pathname;
  expect(pagePath).toMatch(/^\/v1\/shared\/[A-Za-z0-9_-]{43}$/);

  // The server answers the page's address with the web app (its single-page fallback).
  const shell = await request.get(pagePath);
  expect(shell.status()).toBe(200);
  expect(shell.headers()['content-type']).toContain('text/html');

  // A fresh context: no cookie, no recruiter token, nothing stored.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  const firstRange = page.waitForResponse(
    (response) =>
      response.url().includes('/media/') && response.url().endsWith('/video') && response.status() === 206,
  );
  await page.goto(pagePath);

  // Contact details hidden: the first name only, no email, no resume, no link into the recruiter area.
  await expect(page.getByRole('heading', { level: 2, name: 'Grace' })).toBeVisible();
  await expect(page.getByText(applicant.lastName)).toHaveCount(0);
  await expect(page.getByText(applicant.email)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download resume' })).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(page.locator('a[href*="recruiter"]')).toHaveCount(0);
  await expect(page.getByText('Contact details are not shared through this link.')).toBeVisible();

  // The media play through the link alone: ranged (206) answers, and time advances.
  const video = page.getByLabel('Answer 1 player');
  const sharedVideoSrc = (await video.getAttribute('src')) ?? '';
  expect(sharedVideoSrc).toMatch(/^\/api\/v1\/shared\/[A-Za-z0-9_-]{43}\/media\/[^/]+\/video$/);
  expect((await firstRange).status()).toBe(206);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(1);

  // The timed transcript is labelled machine-made; a line seeks the player and plays from there.
  const transcript = page.getByRole('region', { name: 'Transcript' }).first();
  await expect(transcript.getByText(/machine-made/)).toBeVisible();
  const stored = await interviewDetail(request, applicant.id);
  const segments = stored.responses[0]!.transcription.segments;
  const lines = transcript.locator('.shared-transcript__line');
  await expect(lines).toHaveCount(segments.length);
  if (segments.length > 0) {
    const target = segments.length > 1 ? 1 : 0;
    await lines.nth(target).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(segments[target]!.start);
    await expect(lines.nth(target)).toHaveAttribute('aria-current', 'true');
  } else {
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  }
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // A named review: name, overall stars by keyboard, comment.
  const reviewerName = `Hana Manager ${lettersOnly()}`;
  await page.getByRole('textbox', { name: /Your name/ }).fill(reviewerName);
  const stars = page.getByRole('radiogroup', { name: /Overall rating/ });
  await stars.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('textbox', { name: /Comment/ }).fill('Clear answers & a kind tone.');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Your review was saved.')).toBeVisible();
  // The link does not show the team's reviews: the guest sees their own.
  await expect(page.getByText('Team rating')).toHaveCount(0);
  await expect(page.getByText(/read-only/i)).toHaveCount(0);
  const reviews = page.getByRole('region', { name: 'Your review' });
  await expect(reviews.getByRole('listitem').getByText('Clear answers & a kind tone.')).toBeVisible();

  // The recruiter sees it among the interview's reviews, as a guest's.
  const afterReview = await interviewDetail(request, applicant.id);
  expect(afterReview.reviews).toContainEqual(
    expect.objectContaining({
      kind: 'guest',
      reviewerName,
      overall: 4,
      comment: 'Clear answers & a kind tone.',
    }),
  );

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('shared-review-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 2, name: 'Grace' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('shared-review-375'), fullPage: true });

  // The same name again edits that review instead of adding one.
  await page.getByRole('textbox', { name: /Your name/ }).fill(reviewerName.toUpperCase());
  await expect(page.getByText(`${reviewerName} has reviewed this interview`, { exact: false })).toBeVisible();
  await stars.getByRole('radio', { name: '5 stars' }).check();
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Your review was saved.')).toBeVisible();
  const edited = (await interviewDetail(request, applicant.id)).reviews.filter((r) => r.kind === 'guest');
  expect(edited.filter((r) => r.reviewerName.toLowerCase() === reviewerName.toLowerCase())).toHaveLength(1);
  expect(edited.find((r) => r.reviewerName.toLowerCase() === reviewerName.toLowerCase())?.overall).toBe(5);

  // The recruiter revokes the link: the open page learns it on its next call, the media answer 410.
  const revoked = await request.delete(`/api/v1/company/${DEMO_COMPANY_ID}/share-links/${link.id}`, {
    headers: authHeaders(),
  });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('button', { name: 'Save review' }).click();
  const ended = page.getByRole('heading', { name: 'This link has expired or was revoked' });
  await expect(ended).toBeVisible();
  await expect(page.getByText('Ask the person who shared it for a new one.')).toBeVisible();

  const media = await context.request.get(sharedVideoSrc);
  expect(media.status()).toBe(410);

  await page.reload();
  await expect(ended).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('shared-review-ended-375'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shotPath('shared-review-ended-1280'), fullPage: true });

  // An address that never was a link.
  await page.goto(`/v1/shared/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link does not exist' })).toBeVisible();
  await page.screenshot({ path: shotPath('shared-review-unknown-1280'), fullPage: true });
  await context.close();
});

test('[RECRUITER]: two guests of one link: neither can review as the other; team ratings only if the link shows them', async ({
  browser,
  request,
  baseURL,
}) => {
  const id = await invitedInterview(request);
  const rated = await request.put(`/api/v1/interviews/${id}/review`, {
    headers: authHeaders(),
    data: { overall: 2 },
  });
  expect(rated.ok()).toBe(true);
  const hidden = await shareLink(request, id, {});
  const name = `Sam ${lettersOnly()}`;

  // Two browsers: each makes its own guest key on its first visit.
  const ann = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const ben = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const annPage = await ann.newPage();
  const benPage = await ben.newPage();

  await annPage.goto(hidden);
  await expect(annPage.getByRole('heading', { level: 2, name: 'Lin' })).toBeVisible();
  await expect(annPage.getByText('Team rating')).toHaveCount(0);
  await annPage.getByRole('textbox', { name: /Your name/ }).fill(name);
  await annPage.getByRole('radio', { name: '4 stars' }).check();
  await annPage.getByRole('button', { name: 'Save review' }).click();
  await expect(annPage.getByText('Your review was saved.')).toBeVisible();

  // Ben does not see Ann's review, and cannot post under her name (any case).
  await benPage.goto(hidden);
  await expect(
    benPage.getByText('You have not reviewed this interview yet.', { exact: false }),
  ).toBeVisible();
  await expect(benPage.getByText(name)).toHaveCount(0);
  const benName = benPage.getByRole('textbox', { name: /Your name/ });
  await benName.fill(name.toUpperCase());
  await benPage.getByRole('radio', { name: '1 star', exact: true }).check();
  await benPage.getByRole('button', { name: 'Save review' }).click();
  await expect(
    benPage.getByText('Someone else already reviews under this name', { exact: false }),
  ).toBeVisible();
  await expect(benName).toBeFocused();
  await expect(benPage.getByText('Your review was saved.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(benPage);
  await benPage.screenshot({ path: shotPath('shared-guest-name-taken-375'), fullPage: true });
  await benPage.setViewportSize({ width: 1280, height: 900 });
  await benPage.screenshot({ path: shotPath('shared-guest-name-taken-1280'), fullPage: true });

  const guests = async () =>
    (await interviewDetail(request, id)).reviews
      .filter((r) => r.kind === 'guest')
      .map((r) => [r.reviewerName.toLowerCase(), r.overall]);
  expect(await guests()).toEqual([[name.toLowerCase(), 4]]);

  // Ben under his own name is fine; Ann, back later in her browser, is offered her name and edits.
  await benName.fill(`${name} B`);
  await benPage.getByRole('button', { name: 'Save review' }).click();
  await expect(benPage.getByText('Your review was saved.')).toBeVisible();
  await annPage.reload();
  await expect(annPage.getByRole('textbox', { name: /Your name/ })).toHaveValue(name);
  await annPage.getByRole('radio', { name: '5 stars' }).check();
  await annPage.getByRole('button', { name: 'Save review' }).click();
  await expect(annPage.getByText('Your review was saved.')).toBeVisible();
  expect(await guests()).toEqual(
    expect.arrayContaining([
      [name.toLowerCase(), 5],
      [`${name} B`.toLowerCase(), 1],
    ]),
  );
  expect(await guests()).toHaveLength(2);

  // A link made to show the team's reviews shows the team's rating and other guests' reviews.
  const shown = await shareLink(request, id, { showTeamReviews: true });
  await benPage.goto(shown);
  await expect(benPage.getByText('Team rating')).toBeVisible();
  await expect(benPage.getByText('2.0 out of 5 from 1 review')).toBeVisible();
  await expect(benPage.getByRole('region', { name: 'Reviews through this link' })).toBeVisible();
  await benPage.setViewportSize({ width: 375, height: 812 });
  await benPage.screenshot({ path: shotPath('shared-team-shown-375'), fullPage: true });
  await ann.close();
  await ben.close();
});
