import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InitializeAnswersResponse, Job, Questionnaire } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID } from '../support/api.js';
import { prepareInterview, startFromOnboarding, type ContentType } from '../support/interview-flow.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * The practice question (docs/decisions/0015-interview-settings-and-accommodations.md): recorded, played back and retried in the browser only. The server
 * must see nothing of it: no recording connection, no attempt used.
 */
const PRACTICE_PATH = '/v1/interview/practice';
const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 900 },
] as const;

async function progress(request: APIRequestContext, guid: string): Promise<InitializeAnswersResponse> {
  const response = await request.post(`/api/v1/answer/${guid}/initialize`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as InitializeAnswersResponse;
}

/** Every recording WebSocket the page opens (the channel's paths are /stream and /stream-audio). */
function watchRecordingSockets(page: Page): string[] {
  const opened: string[] = [];
  page.on('websocket', (socket) => {
    if (/\/stream(-audio)?(\?|$)/.test(new URL(socket.url()).pathname)) opened.push(socket.url());
  });
  return opened;
}

/** One practice take: Start Recording (or Try again), a few seconds on the clock, Stop. */
async function recordPracticeTake(
  page: Page,
  startName: 'Start Recording' | 'Try again',
  shot?: string,
  { checkCountIn = true }: { checkCountIn?: boolean } = {},
): Promise<void> {
  await page.getByRole('button', { name: startName, exact: true }).click();
  // The same 3-2-1 as before a real take, announced.
  if (checkCountIn) {
    await expect(page.getByTestId('count-in')).toHaveText(/^[123]$/, { timeout: scaled(10_000) });
    await expect(page.getByTestId('practice-status')).toHaveText(/^Recording starts in [123]$/);
  }
  const stop = page.getByRole('button', { name: 'Stop Recording' });
  await expect(stop).toBeFocused({ timeout: scaled(10_000) });
  await expect(page.getByTestId('practice-status')).toHaveText('Recording your practice answer');
  await expect(page.getByRole('timer', { name: 'Practice recording time' })).toContainText(/^0:0[2-9] \//, {
    timeout: scaled(15_000),
  });
  if (shot) await page.screenshot({ path: shotPath(`${shot}`) });
  await stop.click();
  await expect(page.getByTestId('practice-status')).toHaveText(
    'Practice recording stopped. You can play it back, try again or start the interview.',
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
}

/** The take's media element knows its length and plays. */
async function expectPlayableTake(page: Page): Promise<void> {
  const take = page.getByLabel('Your practice answer');
  await expect(take).toBeVisible();
  await expect
    .poll(() => take.evaluate((media: HTMLMediaElement) => media.duration), { timeout: scaled(15_000) })
    .toBeGreaterThan(0);
  await expect
    .poll(() => take.evaluate((media: HTMLMediaElement) => Number.isFinite(media.duration)), {
      timeout: scaled(15_000),
    })
    .toBe(true);
  await take.evaluate((media: HTMLMediaElement) => media.play());
  await expect
    .poll(() => take.evaluate((media: HTMLMediaElement) => media.currentTime), { timeout: scaled(15_000) })
    .toBeGreaterThan(0);
  await take.evaluate((media: HTMLMediaElement) => media.pause());
}

/** The button stays on screen without scrolling. */
async function expectInViewport(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
}

/** A video job whose questionnaire has the practice question switched off. */
async function jobWithoutPractice(request: APIRequestContext, contentType: ContentType): Promise<number> {
  const questionnaire = await request.post('/api/v1/questionnaire', {
    headers: authHeaders(),
    data: {
      questionnaireName: `No practice ${Date.now()}`,
      contentType,
      active: true,
      questions: [{ questionText: 'What brings you here?', required: true, type: 'Text', options: null }],
      settings: { practiceQuestion: false },
    },
  });
  expect(questionnaire.status()).toBe(201);
  const { questionnaireId } = (await questionnaire.json()) as Questionnaire;
  const job = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/jobs`, {
    headers: authHeaders(),
    data: { title: 'Practice-free Job', status: 'Open', companyName: 'Northwind Robotics' },
  });
  expect(job.status()).toBe(201);
  const { id: jobId } = (await job.json()) as Job;
  const attached = await request.post(`/api/v1/job/${jobId}/questionnaire`, {
    headers: authHeaders(),
    data: { questionnaireId },
  });
  expect(attached.ok()).toBe(true);
  return jobId;
}

test.describe('practice question', () => {
  for (const viewport of VIEWPORTS) {
    test(`[APPLICANT]: at ${viewport.name} px a video practice take is recorded, played, retried and never sent`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(120_000));
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const sockets = watchRecordingSockets(page);
      const prepared = await prepareInterview(page, request, 'Video');
      expect((await progress(request, prepared.applicationGuid)).practiceQuestion).toBe(true);

      await page.goto(PRACTICE_PATH);
      const heading = page.getByRole('heading', { name: 'Practice question' });
      await expect(heading).toBeFocused();
      await expect(page.getByText(/tell us what you had for breakfast/)).toBeVisible();
      await expect(page.getByText('Up to 2 minutes, as in the real questions.')).toBeVisible();
      const preview = page.getByLabel('Camera preview');
      await expect
        .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth), {
          timeout: scaled(15_000),
        })
        .toBeGreaterThan(0);
      await page.screenshot({ path: shotPath(`practice-video-${viewport.name}-ready`) });
      await expectInViewport(page, 'Start Recording');
      await expectInViewport(page, 'Start the interview');

      await recordPracticeTake(page, 'Start Recording', `practice-video-${viewport.name}-recording`);
      await expectPlayableTake(page);
      await page.screenshot({ path: shotPath(`practice-video-${viewport.name}-recorded`) });
      await expectNoSeriousA11yViolations(page);

      // As many tries as wanted; there is no counter to run out.
      await recordPracticeTake(page, 'Try again');
      await expectPlayableTake(page);
      await expect(page.getByText(/tries left/)).toHaveCount(0);

      expect(sockets).toEqual([]);
      await page.getByRole('button', { name: 'Start the interview' }).click();
      await expect(page).toHaveURL(/\/v1\/interview\/questions$/);
      await expect(
        page.getByRole('heading', { name: `Question 1 of ${prepared.questionCount}` }),
      ).toBeVisible();
      const after = await progress(request, prepared.applicationGuid);
      expect(after.questions.map((question) => question.attemptsUsed)).toEqual(after.questions.map(() => 0));
      expect(after.questions.some((question) => question.answered)).toBe(false);
    });
  }

  test('[APPLICANT]: an audio practice shows the microphone level and plays the take back', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize({ width: 375, height: 812 });
    const sockets = watchRecordingSockets(page);
    const prepared = await prepareInterview(page, request, 'Audio');

    await page.goto(PRACTICE_PATH);
    await expect(page.getByRole('heading', { name: 'Practice question' })).toBeFocused();
    await expect(page.getByLabel('Camera preview')).toHaveCount(0);
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: scaled(15_000) })
      .toBeGreaterThan(0);
    await page.screenshot({ path: shotPath('practice-audio-375-ready') });

    await recordPracticeTake(page, 'Start Recording', 'practice-audio-375-recording');
    await expectPlayableTake(page);
    await page.screenshot({ path: shotPath('practice-audio-375-recorded') });
    await expectNoSeriousA11yViolations(page);

    expect(sockets).toEqual([]);
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await expect(page).toHaveURL(/\/v1\/interview\/questions\/audio$/);
    await expect(
      page.getByRole('heading', { name: `Question 1 of ${prepared.questionCount}` }),
    ).toBeVisible();
    const after = await progress(request, prepared.applicationGuid);
    expect(after.questions.every((question) => question.attemptsUsed === 0)).toBe(true);
  });

  test('[APPLICANT]: blur chosen at onboarding blurs the practice preview and take', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize({ width: 1280, height: 900 });
    const sockets = watchRecordingSockets(page);
    await prepareInterview(page, request, 'Video', { isBlurEnabled: true });
    await page.goto(PRACTICE_PATH);
    await expect(page.getByRole('img', { name: 'Camera preview with background blur' })).toBeVisible({
      timeout: scaled(20_000),
    });
    await expect(page.getByLabel('Camera preview', { exact: true })).toHaveCount(0);

    // The count-in is checked by the tests without blur: the blur's canvas can keep a loaded machine's page
    // busy for the whole 3 s, so the count can be over before the test gets to look at it.
    await recordPracticeTake(page, 'Start Recording', undefined, { checkCountIn: false });
    await expectPlayableTake(page);
    // The take recorded the blurred canvas, which has a picture.
    await expect
      .poll(() =>
        page.getByLabel('Your practice answer').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0);
    expect(sockets).toEqual([]);
  });

  test('[APPLICANT]: the interview can start before any practice take', async ({ page, request }) => {
    const sockets = watchRecordingSockets(page);
    await prepareInterview(page, request, 'Video');
    await page.goto(PRACTICE_PATH);
    await expect(page.getByRole('heading', { name: 'Practice question' })).toBeFocused();
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await expect(page).toHaveURL(/\/v1\/interview\/questions$/);
    expect(sockets).toEqual([]);
  });

  test('[APPLICANT]: Start on onboarding opens the practice question, which goes on to question 1', async ({
    page,
    request,
  }) => {
    const sockets = watchRecordingSockets(page);
    const prepared = await startFromOnboarding(page, request, 'Video', { stopAtPractice: true });
    await expect(page.getByRole('heading', { name: 'Practice question' })).toBeFocused();
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await expect(page).toHaveURL(/\/v1\/interview\/questions$/);
    await expect(
      page.getByRole('heading', { name: `Question 1 of ${prepared.questionCount}` }),
    ).toBeVisible();
    expect(sockets).toEqual([]);
  });

  test('[APPLICANT]: a questionnaire without the practice question goes straight to question 1', async ({
    page,
    request,
  }) => {
    const jobId = await jobWithoutPractice(request, 'Video');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const prepared = await startFromOnboarding(page, request, 'Video', { jobId });
    expect((await progress(request, prepared.applicationGuid)).practiceQuestion).toBe(false);
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    expect(visited).not.toContain(PRACTICE_PATH);

    // Opened directly, the practice address moves on to the question route as well.
    await page.goto(PRACTICE_PATH);
    await expect(page).toHaveURL(/\/v1\/interview\/questions$/);
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();

    // Closed afterwards: other suites pick any open demo job, and this one has a single question.
    const closed = await request.put(`/api/v1/company/${DEMO_COMPANY_ID}/jobs/${jobId}`, {
      headers: authHeaders(),
      data: { title: 'Practice-free Job', status: 'Closed', companyName: 'Northwind Robotics' },
    });
    expect(closed.ok()).toBe(true);
  });
});
