import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApplicantInterview, InitializeAnswersResponse } from '@vi/contracts';
import { inviteApplicant } from '../support/api.js';
import { pauseClockNow, withoutPracticeQuestion } from '../support/applicant-pages.js';
import {
  fetchInterviewView,
  prepareInterview,
  recordTake,
  startFromOnboarding,
  uploadArea,
  type PreparedInterview,
} from '../support/interview-flow.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { questionnaireWithThinkTime } from '../support/think-time.js';
import { scaled } from '../support/time-scale.js';

/*
 * The question screen (docs/decisions/0015-interview-settings-and-accommodations.md), at a desktop and a phone size: the live preview on every question,
 * the 3-2-1 count-in, the REC badge and the timer with its progress bar, Rerecord's confirmation, every
 * dialog on screen and focused, the offline banner, and a take that survives a reload without costing a
 * try. Screenshots go to the test's output folder (for looking at, not for comparing).
 */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isTouch: false },
  { name: 'phone', viewport: { width: 375, height: 812 }, isTouch: true },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: shotPath(name) });
}

/** Inside the viewport as it is, without scrolling. */
async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, 'the element has a box').not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 0.5);
}

/** A modal dialog: on screen, aria-modal, labelled, with the focus inside it. */
async function expectDialogOnScreen(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expectOnScreen(page, dialog.locator('.modal-content'));
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return dialog;
}

/**
 * After the first answer: question 2, or the success screen when the questionnaire the invitation found
 * has one question (other suites create such ones). True when there is a question 2.
 */
async function expectNextQuestion(page: Page, prepared: PreparedInterview): Promise<boolean> {
  if (prepared.questionCount > 1) {
    await expect(page.getByRole('heading', { name: /^Question 2 of / })).toBeVisible({
      timeout: scaled(30_000),
    });
    return true;
  }
  await expect(page).toHaveURL(/\/v1\/interview\/success$/, { timeout: scaled(30_000) });
  return false;
}

/** Where the interview stands on the server (what the question screen reads on load). */
async function initialize(request: APIRequestContext, guid: string): Promise<InitializeAnswersResponse> {
  const response = await request.post(`/api/v1/answer/${guid}/initialize`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as InitializeAnswersResponse;
}

for (const { name, viewport, isTouch } of VIEWPORTS) {
  test.describe(`question screen (${name})`, () => {
    test.use({ viewport, hasTouch: isTouch, isMobile: isTouch });

    test(`[APPLICANT]: question 1 shows the preview; the take counts in, shows REC and its time, and Rerecord asks first (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(120_000));
      const prepared = await prepareInterview(page, request, 'Video');
      await page.goto(prepared.questionsPath);

      // Before any take, on the first question: the live preview, the question and Start Recording, all
      // on screen without scrolling.
      const preview = page.getByLabel('Camera preview', { exact: true });
      await expect(preview).toBeVisible({ timeout: scaled(15_000) });
      await expect
        .poll(() =>
          preview.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0),
        )
        .toBe(true);
      const start = page.getByRole('button', { name: 'Start Recording' });
      await expectOnScreen(page, page.getByRole('heading', { name: /^Question 1 of / }));
      await expectOnScreen(page, page.getByText(`“${prepared.questionTexts[0]}”`));
      await expectOnScreen(page, preview);
      await expectOnScreen(page, start);
      await expect(
        page.getByText(isTouch ? 'Tap "Start Recording" to begin' : 'Click "Start Recording" to begin'),
      ).toBeVisible();
      await expect(page.getByText('3 tries left')).toBeVisible();
      // The question's clip can be replayed and muted from the screen.
      await page.getByRole('button', { name: 'Mute question audio' }).click();
      await expect(page.getByRole('button', { name: 'Unmute question audio' })).toBeVisible();
      await page.getByRole('button', { name: 'Unmute question audio' }).click();
      await page.getByRole('button', { name: 'Replay question' }).click();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-idle-${viewport.width}`);

      // 3-2-1, announced, then recording: REC, the clock from 0:00 and the progress bar.
      await start.click();
      const countIn = page.getByTestId('count-in');
      await expect(countIn).toHaveText(/^[123]$/);
      await expect(page.getByTestId('recording-status')).toHaveText(/^Recording starts in [123]$/);
      await shoot(page, `question-count-in-${viewport.width}`);
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
        timeout: scaled(15_000),
      });
      await expect(countIn).toHaveCount(0);
      await expect(page.getByText('REC', { exact: true })).toBeVisible();
      await expectOnScreen(page, page.getByText('REC', { exact: true }));
      await expectOnScreen(page, page.getByTestId('answer-clock'));
      const bar = page.getByRole('progressbar', { name: 'Answer time' });
      await expect(bar).toHaveAttribute('aria-valuemax', '120');
      // Its format; how far it has run depends on the machine's load (the countdown test below reads exact times).
      await expect(page.getByTestId('answer-clock')).toHaveText(/^[0-2]:[0-5]\d \/ 2:00$/);
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
        .toBeGreaterThanOrEqual(2);
      await expect(page.getByTestId('recording-status')).toHaveText('Recording');
      // Never "All recorded data saved" while the take records.
      await expect
        .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')))
        .toBeGreaterThanOrEqual(2);
      await expect(uploadArea(page)).not.toContainText('All recorded data saved');
      await expect(page.getByRole('timer')).toHaveText('');
      await expectOnScreen(page, page.getByRole('button', { name: 'Stop Recording' }));
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-recording-${viewport.width}`);

      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await expect(uploadArea(page)).toContainText('All recorded data saved');
      await expect(page.getByText('2 tries left')).toBeVisible();
      await shoot(page, `question-review-${viewport.width}`);

      // Rerecord asks before discarding the take; keeping it changes nothing and gives focus back.
      const rerecord = page.getByRole('button', { name: 'Rerecord' });
      await rerecord.click();
      const confirm = await expectDialogOnScreen(page, 'Record again?');
      await expect(confirm).toContainText('Discard this take and record again? You have 2 tries left.');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-rerecord-confirm-${viewport.width}`);
      await confirm.getByRole('button', { name: 'Keep this take' }).click();
      await expect(confirm).toBeHidden();
      await expect(rerecord).toBeFocused();
      await expect(page.getByLabel('Your recorded answer')).toBeVisible();

      // Escape keeps it too; "Discard and record again" counts in and records a new take.
      await rerecord.click();
      await expectDialogOnScreen(page, 'Record again?');
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await rerecord.click();
      await confirm.getByRole('button', { name: 'Discard and record again' }).click();
      await expect(page.getByLabel('Your recorded answer')).toHaveCount(0);
      await expect(page.getByTestId('count-in')).toHaveText(/^[123]$/);
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
        timeout: scaled(15_000),
      });
      // A second of it at least: a take stopped before its first chunk has nothing to play back, and on a
      // loaded machine Stop can come before the recorder has delivered anything.
      await expect
        .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
          timeout: scaled(20_000),
        })
        .toBeGreaterThanOrEqual(1);
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await expect(page.getByText('1 try left')).toBeVisible();

      // Submitted, question 2 shows the preview again before recording.
      await page.getByRole('button', { name: 'Submit' }).click();
      if (await expectNextQuestion(page, prepared)) {
        await expect(page.getByLabel('Camera preview', { exact: true })).toBeVisible();
        await expect(page.getByText('3 tries left')).toBeVisible();
      }
    });

    test(`[APPLICANT]: offline mid-take shows one calm banner on screen, no dialog over the camera, and a Submit made offline goes through on reconnect (${name})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(scaled(90_000));
      const prepared = await prepareInterview(page, request, 'Video');
      await page.goto(prepared.questionsPath);
      await page.getByRole('button', { name: 'Start Recording' }).click();
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
        timeout: scaled(15_000),
      });

      await context.setOffline(true);
      const banner = page.locator('.offline-banner');
      await expect(banner).toContainText('You are offline. Please reconnect to continue.');
      await expect(banner).toContainText('Anything you record is kept on this device');
      await expectOnScreen(page, banner);
      // The take goes on under the banner: no dialog covers the camera or takes the focus.
      await expect(page.getByRole('dialog', { name: 'Connection Lost' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-connection-lost-${viewport.width}`);

      // Submit offline is not sent: it waits, and the banner says so (still on screen after Stop's scroll).
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(banner).toContainText('Your answer will be submitted as soon as the connection is back.');
      await expect(page.getByRole('dialog', { name: 'Connection Lost' })).toHaveCount(0);
      await expectOnScreen(page, banner);
      await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible();
      await shoot(page, `question-offline-banner-${viewport.width}`);

      // Back online, the answer goes by itself.
      await context.setOffline(false);
      await expectNextQuestion(page, prepared);
      await expect(banner).toBeHidden();
    });

    test(`[APPLICANT]: the server's refusals show their dialogs on screen, and no consent leads to onboarding (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(90_000));
      const prepared = await prepareInterview(page, request, 'Video');
      // The channel answers each new take with the next refusal, as the server would.
      const refusals = [
        {
          code: 'CONSENT_REQUIRED',
          message: 'Please agree to the terms on the start page before recording your answers.',
        },
        { code: 'NO_MORE_ATTEMPTS', message: 'No more recording attempts remaining.' },
      ];
      await page.routeWebSocket(/\/stream$/, (ws) => {
        ws.onMessage((message) => {
          const refusal = refusals.shift();
          if (typeof message === 'string' && refusal) ws.send(JSON.stringify({ type: 'error', ...refusal }));
        });
      });
      await page.goto(prepared.questionsPath);
      await expect(page.getByLabel('Camera preview', { exact: true })).toBeVisible({
        timeout: scaled(15_000),
      });
      const start = page.getByRole('button', { name: 'Start Recording' });

      // No consent on record: say so, and go back to onboarding to give it.
      await start.click();
      const consent = await expectDialogOnScreen(page, 'Consent Required');
      await expect(consent).toContainText('Please agree to the terms on the start page');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-consent-required-${viewport.width}`);

      // However it is closed (Escape here), it leads to onboarding.
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(`/v1/interview/onboarding/${prepared.applicationGuid}$`));
      await page.goto(prepared.questionsPath);

      // No tries left on the server.
      await page.getByRole('button', { name: 'Start Recording' }).click();
      const error = await expectDialogOnScreen(page, 'Recording Error');
      await expect(error).toContainText('No more recording attempts remaining.');
      await expect(page.getByText('0 tries left')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-recording-error-${viewport.width}`);
      await error.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(error).toBeHidden();
      await expect(page.getByRole('button', { name: 'Start Recording' })).toBeFocused();
    });

    test(`[APPLICANT]: a camera in use elsewhere shows the device dialog on screen (${name})`, async ({
      page,
      request,
    }) => {
      const prepared = await prepareInterview(page, request, 'Video');
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
      });
      await page.goto(prepared.questionsPath);
      await page.getByRole('button', { name: 'Start Recording' }).click();
      const dialog = await expectDialogOnScreen(page, 'Device Error');
      await expect(dialog).toContainText(/Can't access your camera/);
      await expect(page.getByText('3 tries left')).toBeVisible();
      await shoot(page, `question-device-error-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Start Recording' })).toBeFocused();
    });

    test(`[APPLICANT]: a reload after a take offers it back without using a try, and submits it (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(scaled(120_000));
      const prepared = await prepareInterview(page, request, 'Video');
      await page.goto(prepared.questionsPath);
      await recordTake(page, 3);
      await expect(uploadArea(page)).toContainText('All recorded data saved');
      const [before] = (await initialize(request, prepared.applicationGuid)).questions;
      expect(before).toMatchObject({ answered: false, attemptsUsed: 1 });

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Continue with your recorded take' })).toBeVisible({
        timeout: scaled(15_000),
      });
      await expect(page.getByText('2 tries left')).toBeVisible();
      const playback = page.getByLabel('Your recorded answer');
      await expect(playback).toBeVisible();
      // It plays from this device's copy.
      await page.getByRole('button', { name: 'Play recording' }).click();
      await expect
        .poll(() => playback.evaluate((video: HTMLVideoElement) => video.currentTime))
        .toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Rerecord' })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `question-recovered-${viewport.width}`);
      const [afterReload] = (await initialize(request, prepared.applicationGuid)).questions;
      expect(afterReload?.attemptsUsed).toBe(1);

      await page.getByRole('button', { name: 'Submit' }).click();
      await expectNextQuestion(page, prepared);
      const [submitted] = (await initialize(request, prepared.applicationGuid)).questions;
      expect(submitted).toMatchObject({ answered: true, attemptsUsed: 1 });
      const view = await fetchInterviewView(request, prepared.interviewId);
      expect(view.responses).toHaveLength(1);
      expect(view.responses[0]?.videoUrl).not.toBeNull();
      expect(view.responses[0]?.duration ?? 0).toBeGreaterThanOrEqual(2);
    });
  });
}

test.describe('think time', () => {
  test('[APPLICANT]: with think time the question shows a countdown, Start now skips it, and it starts by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(150_000));
    const setup = await questionnaireWithThinkTime(request, 8);
    try {
      const prepared = await startFromOnboarding(page, request, 'Audio', { jobId: setup.jobId });
      // Question 1: the countdown runs, and recording starts by itself when it ends.
      await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
      await expect(page.getByText(/^Recording starts in 0:0[1-8]$/)).toBeVisible();
      await shoot(page, 'question-think-time-1280');
      await expect(page.getByRole('button', { name: 'Start now' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Recording' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByTestId('count-in')).toHaveText(/^[123]$/, { timeout: scaled(15_000) });
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
        timeout: scaled(15_000),
      });
      await expect
        .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
          timeout: scaled(20_000),
        })
        .toBeGreaterThanOrEqual(1);
      await page.getByRole('button', { name: 'Stop Recording' }).click();

      // No think time before a Rerecord.
      await page.getByRole('button', { name: 'Rerecord' }).click();
      await page.getByRole('button', { name: 'Discard and record again' }).click();
      await expect(page.getByText(/^Recording starts in 0:/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
        timeout: scaled(15_000),
      });
      await expect
        .poll(async () => Number(await uploadArea(page).getAttribute('data-acknowledged')), {
          timeout: scaled(20_000),
        })
        .toBeGreaterThanOrEqual(1);
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await page.getByRole('button', { name: 'Submit' }).click();

      // Question 2: Start now skips the rest of the think time.
      await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible({
        timeout: scaled(30_000),
      });
      await page.getByRole('button', { name: 'Start now' }).click();
      await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
        timeout: scaled(15_000),
      });
      const [, second] = (await initialize(request, prepared.applicationGuid)).questions;
      expect(second?.attemptsUsed).toBe(1);
    } finally {
      await setup.detach();
    }
  });
});

test.describe('the answer-time limit', () => {
  test('[APPLICANT]: the countdown appears at 75 % of the answer time, and a take stopped by the limit says so', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(60_000));
    const prepared = await prepareInterview(page, request, 'Audio');
    await page.clock.install();
    await page.goto(prepared.questionsPath);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
      timeout: scaled(15_000),
    });
    const bar = page.getByRole('progressbar', { name: 'Answer time' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    // The page's time stands still from here but for the jumps below, so what is read after a jump is
    // what the jump made, however slow the machine (a running clock drifted by seconds under load).
    await pauseClockNow(page);
    await page.clock.fastForward(90_000);
    await expect(page.getByRole('timer')).toHaveText('Time remaining 0:30');
    await expect(bar).toHaveAttribute('aria-valuetext', '1:30 recorded, 0:30 left');
    await expect(page.getByTestId('answer-clock')).toHaveText('1:30 / 2:00');
    await shoot(page, 'question-countdown-1280');

    await page.clock.fastForward(30_000);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: "Time's up" })).toHaveText(
      "Time's up: your answer was stopped at 2:00",
    );
    await expect(page.getByText('2 tries left')).toBeVisible();
    await shoot(page, 'question-time-up-1280');
  });
});

test.describe('audio only', () => {
  test('[APPLICANT]: a video interview answered with audio only records on the audio channel without a camera', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    await withoutPracticeQuestion(page);
    const applicant = await inviteApplicant(request, {
      contentType: 'Video',
      accommodations: { audioOnlyAllowed: true },
    });
    const [interview] = (await (
      await request.get(`/api/v1/interview/${applicant.applicationGuid}`)
    ).json()) as ApplicantInterview[];
    await page.goto(new URL(applicant.interviewUrl).pathname);
    await page.getByRole('checkbox', { name: 'Answer with audio only (your camera stays off)' }).check();
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible({
      timeout: scaled(15_000),
    });

    await expect(page.getByText('Answering with audio only')).toBeVisible();
    await expect(page.getByLabel('Camera preview', { exact: true })).toHaveCount(0);
    const channel = page.waitForEvent('websocket');
    await recordTake(page, 2);
    expect(new URL((await channel).url()).pathname).toBe('/stream-audio');
    // The camera was never opened: no live video track on the page.
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('video')).some(
          (video) => video.srcObject instanceof MediaStream,
        ),
      ),
    ).toBe(false);
    await shoot(page, 'question-audio-only-1280');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0, { timeout: scaled(30_000) });
    const view = await fetchInterviewView(request, interview?.interviewId ?? '');
    expect(view.responses[0]).toMatchObject({ videoUrl: null });
    expect(view.responses[0]?.audioUrl).not.toBeNull();
  });
});
