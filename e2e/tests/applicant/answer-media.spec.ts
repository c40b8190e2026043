import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import type { ApplicantInterview, InitializeAnswersResponse, InterviewDetail } from '@vi/contracts';
import { FIXTURE_DIR } from '../../fake-media.js';
import { authHeaders, recruiterToken } from '../support/api.js';
import {
  expectNoSeriousA11yViolations,
  expectNoSideScroll,
  screenshot,
  VIEWPORTS,
} from '../support/applicant-pages.js';
import { completeInterview } from '../support/complete-interview.js';
import { prepareInterview } from '../support/interview-flow.js';
import { openSignInLink } from '../support/sign-in.js';
import { scaled } from '../support/time-scale.js';

/*
 * Media off the submit path (docs/decisions/0022-media-off-the-submit-path.md): Submit records the answer before its media is made. A take that turns out not to be
 * media (a WebM header over noise: plausible at submit, refused by ffmpeg in the media job) is marked
 * failed; the applicant's next visit offers that question again in plain words, with its tries, and the
 * recruiter's review screen says why. Checked on the server and on screen at 1280 and 375 px.
 */

/** One take over the real recording channel: metadata, every chunk acknowledged, process_recording. */
async function submitTake(baseURL: string, guid: string, questionId: string, take: Buffer): Promise<void> {
  const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/stream`);
  const seen: { type: string; chunks?: number }[] = [];
  socket.on('message', (data: Buffer) => seen.push(JSON.parse(data.toString()) as { type: string }));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const until = (check: () => boolean) => expect.poll(check, { timeout: scaled(30_000) }).toBe(true);
  socket.send(
    JSON.stringify({
      type: 'metadata',
      applicantGuid: guid,
      questionId,
      mimeType: 'video/webm;codecs=vp8,opus',
    }),
  );
  await until(() => seen.some((m) => m.type === 'metadata_received'));
  const half = Math.ceil(take.length / 2);
  socket.send(take.subarray(0, half), { binary: true });
  socket.send(take.subarray(half), { binary: true });
  await until(() => seen.some((m) => m.type === 'ack' && m.chunks === 2));
  socket.send(JSON.stringify({ type: 'process_recording' }));
  await until(() => seen.some((m) => m.type === 'answer_submitted'));
  socket.close();
}

async function detail(request: APIRequestContext, interviewId: string): Promise<InterviewDetail> {
  const response = await request.get(`/api/v1/interviews/${interviewId}`, { headers: authHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewDetail;
}

for (const { name, viewport, isTouch } of VIEWPORTS) {
  test.describe(`a take that is not media (${name})`, () => {
    test.use({ viewport, hasTouch: isTouch, isMobile: isTouch });

    test(`[APPLICANT]: the question is offered again with a plain message and its tries; the recruiter sees why (${name})`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(scaled(180_000));
      const prepared = await prepareInterview(page, request, 'Video');
      const guid = prepared.applicationGuid;
      // The first question answered for real (its media made), the second with noise behind a WebM header.
      await completeInterview(request, guid, { baseURL, answerCount: 1 });
      const [interview] = (await (
        await request.get(`/api/v1/interview/${guid}`)
      ).json()) as ApplicantInterview[];
      const initialized = (await (
        await request.post(`/api/v1/answer/${guid}/initialize`)
      ).json()) as InitializeAnswersResponse;
      const second = initialized.questions[1]!;
      const header = readFileSync(path.join(FIXTURE_DIR, 'answer-video.webm')).subarray(0, 64);
      await submitTake(baseURL!, guid, second.questionId, Buffer.concat([header, randomBytes(150_000)]));
      await expect
        .poll(
          async () => (await detail(request, interview!.interviewId)).responses.map((r) => r.mediaStatus),
          {
            timeout: scaled(60_000),
          },
        )
        .toEqual(['ready', 'failed']);

      // The applicant's next visit: the second question again, told why, with every try.
      await page.goto(prepared.questionsPath);
      await expect(
        page.getByRole('heading', { name: `Question 2 of ${prepared.questionCount}` }),
      ).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'We could not process your answer to' });
      await expect(notice).toContainText(`“${second.questionText}”. Please record it again.`);
      await expect(page.getByText('3 tries left')).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `answer-media-applicant-${name}`);

      // The recruiter's review screen says so in place of the player; the first answer plays.
      await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
      await expect
        .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'jtToken'))
        .toBe(true);
      await page.goto(`/v1/recruiter/interviews/${interview!.interviewId}`);
      await expect(
        page.getByText(/This answer could not be processed: The recording could not be read/),
      ).toBeVisible();
      await expect(page.locator('video')).toHaveCount(1);
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `answer-media-review-${name}`);
    });
  });
}
