import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MEDIA_FAILURE_MESSAGES,
  reRecordMessage,
  type AnswerReceipt,
  type InitializeAnswersResponse,
  type InterviewList,
} from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background/index.js';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import { createMailer } from '../../src/infra/mail/create-mailer.js';
import type { Transcriber } from '../../src/infra/transcription/transcriber.js';
import { createTakeStore } from '../../src/modules/recordings/take-store/create-take-store.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { startSmtpServer, subjectOf, unfold, type TestSmtpServer } from '../helpers/smtp-server.js';
import { waitFor } from '../helpers/wait-for.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * A take that passed Submit and that the media job refuses later (its stored bytes damaged) is never lost
 * in silence: the recruiter sees the answer needs a new one and why, the applicant is mailed a link back
 * to that question, answer.failed is delivered, and the receipt the success page reads says so.
 */
const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-answer-failed-'));
const SECONDS = 3;
let video: Buffer;

beforeAll(async () => {
  video = await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: SECONDS });
}, scaled(60_000));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const noWords: Transcriber = {
  engine: 'none-here',
  available: () => Promise.resolve(true),
  transcribe: () => Promise.resolve({ text: '', segments: [], engine: 'none-here' }),
};

/** Overwrites everything after the container's first bytes with noise, keeping the size: a damaged disk. */
async function damage(file: string) {
  const handle = await open(file, 'r+');
  try {
    const { size } = await handle.stat();
    await handle.write(randomBytes(size - 64), 0, size - 64, 64);
  } finally {
    await handle.close();
  }
}

describe.each(DIALECTS)('an answer refused after Submit (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let hooks: WebhookReceiver;
  let base: string;
  let companyId: number;
  let userId: number;
  let jobId: number;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hooks = await startWebhookReceiver();
    // No worker yet: the test damages the stored take between Submit and the media job, then starts one.
    t = await createTestApp(dialect, {
      RUN_WORKER: 'false',
      TRANSCRIBE_ENGINE: 'none',
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_RETRY_DELAYS_MS: '100',
    });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    ({ companyId, userId } = await createCompany(t.database.db));
    jobId = await createJob(t.database.db, companyId, { title: 'Night Nurse' });
    token = await t.tokenFor({ companyId, userId });
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${companyId}/webhooks`,
      headers: { authorization: `Bearer ${token}` },
      payload: { url: hooks.url, events: ['answer.failed'] },
    });
    expect(registered.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hooks?.close();
  });

  function startWorker() {
    const db = t.database.db;
    return t.app.queue.startWorker(
      createBackgroundJobs({
        db,
        storage: t.app.storage,
        transcriber: noWords,
        mailer: createMailer(t.config.mail, { db, log: t.app.log }),
        publicUrl: t.config.publicUrl,
        queue: t.app.queue,
        schedulerIntervalMs: t.config.schedulerIntervalMs,
        log: t.app.log,
        events: t.app.companyEvents,
        webhooks: t.config.integrations.webhooks,
        takes: createTakeStore({ config: t.config, db, storage: t.app.storage }),
        media: createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined }),
        workRoot: path.join(t.dataDir, 'work'),
      }),
    );
  }

  const receipt = async (guid: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/answer/${guid}/receipt` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<AnswerReceipt>();
  };

  it('mails the applicant a link back, tells the recruiter and the webhook, and takes the new answer', async () => {
    const texts = ['Why this ward?', 'Tell us about a hard night shift.'];
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: texts,
    });
    const email = `robin-${Date.now()}@example.com`;
    const { guid, applicationId } = await createApplication(
      t.database.db,
      companyId,
      jobId,
      questionnaireId,
      {
        firstName: 'Robin',
        email,
      },
    );

    const client = await RecordingClient.connect(base, 'video');
    const first = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(video, SECONDS),
    );
    const last = await client.recordAnswer(
      metadataFor(guid, questionIds[1]!, { isLastQuestion: true, totalQuestions: 2 }),
      splitIntoChunks(video, SECONDS),
    );
    expect(last.uploadComplete).toMatchObject({ mediaStatus: 'processing' });
    expect(last.answerSubmitted).toMatchObject({ interviewStatus: 'Completed' });
    // What the success page reads now: complete, both answers held, their media still being made.
    expect(await receipt(guid)).toEqual({ status: 'Completed', ready: 0, processing: 2, needsNewAnswer: [] });

    const attempt = await t.database.db
      .selectFrom('answer_attempts')
      .select('staging_path')
      .where('id', '=', last.started.recordingId)
      .executeTakeFirstOrThrow();
    await damage(path.join(t.dataDir, 'staging', attempt.staging_path));
    await startWorker();

    await processedAnswer(t.database.db, first.started.recordingId, { status: 'ready' });
    const failed = await processedAnswer(t.database.db, last.started.recordingId, { status: 'failed' });
    const message = `${reRecordMessage(texts[1]!)} ${MEDIA_FAILURE_MESSAGES['not-media']}`;

    // The success page no longer says complete: one answer is to be recorded again, and why.
    expect(await receipt(guid)).toEqual({
      status: 'Incomplete',
      ready: 1,
      processing: 0,
      needsNewAnswer: [{ questionId: questionIds[1], questionText: texts[1], message }],
    });

    // The recruiter's list and review show the answer needing a new one, with the reason.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${companyId}/interviews`,
      headers: { authorization: `Bearer ${token}` },
    });
    const row = list.json<InterviewList>().data.find((i) => i.id === applicationId);
    expect(row?.status).toBe('Incomplete');
    expect(row?.responses.map((r) => [r.mediaStatus, r.mediaError ?? null])).toEqual([
      ['ready', null],
      ['failed', MEDIA_FAILURE_MESSAGES['not-media']],
    ]);

    // answer.failed reached the company's endpoint, naming the answer and the reason (never the applicant).
    await hooks.waitFor(1);
    const delivered = JSON.parse(hooks.received[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(delivered).toMatchObject({
      type: 'answer.failed',
      data: {
        companyId,
        interviewId: applicationId,
        jobId,
        questionnaireId,
        answerId: failed.id,
        questionId: questionIds[1],
        reason: 'not-media',
        message: MEDIA_FAILURE_MESSAGES['not-media'],
      },
    });
    expect(hooks.received[0]!.body).not.toContain(email);

    // The applicant's mail: which question, why, and the interview's own link.
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)), {
      message: 'the mail to the applicant',
    });
    expect(subjectOf(mail.raw)).toBe('Please record one answer again: Night Nurse at Test Company');
    const body = unfold(mail.raw);
    expect(body).toContain('Hello Robin,');
    expect(body).toContain(texts[1]);
    expect(body).toContain(MEDIA_FAILURE_MESSAGES['not-media']);
    const link = `${t.config.publicUrl}/v1/interview/onboarding/${guid}`;
    expect(body).toContain(link);

    // Following the link: only that question is open, with all its tries (the refused take cost none).
    const visit = (
      await t.app.inject({ method: 'POST', url: `/api/v1/answer/${guid}/initialize` })
    ).json<InitializeAnswersResponse>();
    expect(visit.questions.map((q) => [q.answered, q.attemptsLeft])).toEqual([
      [true, 2],
      [false, 3],
    ]);
    expect(visit.questions[1]?.mediaFailure).toBe(message);
    const again = await client.recordAnswer(
      metadataFor(guid, questionIds[1]!, { isLastQuestion: true, totalQuestions: 2 }),
      splitIntoChunks(video, SECONDS),
    );
    expect(again.answerSubmitted).toMatchObject({ interviewStatus: 'Completed' });
    await processedAnswer(t.database.db, again.started.recordingId, { status: 'ready' });
    expect(await receipt(guid)).toEqual({ status: 'Completed', ready: 2, processing: 0, needsNewAnswer: [] });
    await client.close();

    // One mail and one event for the one refusal.
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(hooks.received).toHaveLength(1);
  });

  it('answers 404 for a guid that names no application', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/answer/00000000-0000-4000-8000-000000000000/receipt',
    });
    expect(res.statusCode).toBe(404);
  });
});
