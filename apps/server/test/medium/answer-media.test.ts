import { mkdtempSync, rmSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MEDIA_FAILURE_MESSAGES,
  reRecordMessage,
  type InitializeAnswersResponse,
  type InterviewDetail,
} from '@vi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background/index.js';
import { processAnswerMedia } from '../../src/background/process-answer-media.handler.js';
import { createMediaTools, type MediaTools } from '../../src/infra/media/ffmpeg.js';
import { createMailer } from '../../src/infra/mail/create-mailer.js';
import type { Storage } from '../../src/infra/storage/storage.js';
import type { Transcriber } from '../../src/infra/transcription/transcriber.js';
import { createTakeStore } from '../../src/modules/recordings/take-store/create-take-store.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { garbage, makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { answerMediaDeps, processedAnswer } from '../helpers/answer-media.js';
import { listFiles } from '../helpers/complete-interview.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-answer-media-'));
const SECONDS = 3;
let video: Buffer;

beforeAll(async () => {
  video = await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: SECONDS });
}, scaled(60_000));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** The real ffmpeg tools, held at a gate the test opens: proves submit never waits for them. */
function gatedTools(real: MediaTools) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered = 0;
  const hold =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      entered++;
      await gate;
      return fn(...args);
    };
  const tools: MediaTools = {
    binaries: real.binaries,
    remuxWithDerivatives: hold(real.remuxWithDerivatives.bind(real)),
    probe: hold(real.probe.bind(real)),
    remux: hold(real.remux.bind(real)),
    extractWav16kMono: hold(real.extractWav16kMono.bind(real)),
    thumbnailJpeg: hold(real.thumbnailJpeg.bind(real)),
  };
  return { tools, open: () => open(), entered: () => entered };
}

/** An engine at the transcription boundary: says the same words for any audio. */
const fixedWords: Transcriber = {
  engine: 'fixed-words',
  available: () => Promise.resolve(true),
  transcribe: () => Promise.resolve({ text: 'hello there', segments: [], engine: 'fixed-words' }),
};

describe.each(DIALECTS)('answer media off the submit path (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let companyId: number;
  let userId: number;
  let jobId: number;
  let token: string;
  const gated = gatedTools(createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined }));

  beforeAll(async () => {
    // No worker in the API process: this test runs the real jobs on the same queue with gated tools.
    t = await createTestApp(dialect, { RUN_WORKER: 'false', TRANSCRIBE_ENGINE: 'none' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
    ({ companyId, userId } = await createCompany(t.database.db));
    jobId = await createJob(t.database.db, companyId);
    token = await t.tokenFor({ companyId, userId });
    const db = t.database.db;
    const jobs = createBackgroundJobs({
      db,
      storage: t.app.storage,
      transcriber: fixedWords,
      mailer: createMailer(t.config.mail, { db, log: t.app.log }),
      publicUrl: t.config.publicUrl,
      queue: t.app.queue,
      schedulerIntervalMs: t.config.schedulerIntervalMs,
      log: t.app.log,
      events: t.app.companyEvents,
      webhooks: t.config.integrations.webhooks,
      takes: createTakeStore({ config: t.config, db, storage: t.app.storage }),
      media: gated.tools,
      workRoot: path.join(t.dataDir, 'work'),
    });
    await t.app.queue.startWorker(jobs);
  });
  afterAll(async () => {
    gated.open();
    await t?.close();
  });

  async function newInterview(questions: number) {
    const texts = Array.from({ length: questions }, (_, i) => `Question ${i + 1}?`);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: texts,
    });
    const application = await createApplication(t.database.db, companyId, jobId, questionnaireId, {
      transcriptionConsent: true,
    });
    return { ...application, questionIds, texts };
  }

  const initialize = async (guid: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/api/v1/answer/${guid}/initialize` })
    ).json<InitializeAnswersResponse>();
  const detail = async (applicationId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${applicationId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<InterviewDetail>();

  it('replies while the media tools are held; the job then makes the media, then the transcript', async () => {
    const { guid, applicationId, questionIds } = await newInterview(2);
    const client = await RecordingClient.connect(base, 'video');
    const { started, uploadComplete, answerSubmitted } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(video, SECONDS),
    );
    // The reply came with the tools still closed: the answer is recorded, its media not made yet.
    expect(uploadComplete).toMatchObject({
      mediaStatus: 'processing',
      duration: 0,
      transcription: null,
      transcriptionStatus: 'pending',
    });
    expect(answerSubmitted).toMatchObject({ questionId: questionIds[0], interviewStatus: 'Incomplete' });
    const before = await t.database.db
      .selectFrom('answers')
      .selectAll()
      .where('attempt_id', '=', started.recordingId)
      .executeTakeFirstOrThrow();
    expect(before.media_status).toBe('processing');

    // The final addresses answer 409 with Retry-After until the media is made.
    const early = await t.app.inject({ method: 'GET', url: uploadComplete.videoUrl! });
    expect(early.statusCode).toBe(409);
    expect(early.headers['retry-after']).toBe('5');
    expect(early.json()).toMatchObject({ code: 'MEDIA_PROCESSING' });
    // The recruiter sees it processing, with nothing to play yet.
    expect((await detail(applicationId)).responses[0]).toMatchObject({
      mediaStatus: 'processing',
      videoUrl: null,
      audioUrl: null,
      transcription: { status: 'pending' },
    });
    // The worker has taken the job and is waiting on the tools.
    await waitFor(() => gated.entered() > 0, { message: 'the media job to reach ffmpeg' });

    gated.open();
    const answer = await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    expect(answer.duration_ms! / 1000).toBeCloseTo(SECONDS, 0);
    expect(answer.audio_key).toMatch(/\.wav$/);
    expect(answer.thumbnail_key).toMatch(/\.jpg$/);
    const played = await t.app.inject({
      method: 'GET',
      url: uploadComplete.videoUrl!,
      headers: { range: 'bytes=0-9' },
    });
    expect(played.statusCode).toBe(206);
    const audio = await t.app.inject({ method: 'GET', url: uploadComplete.audioUrl! });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/^audio\//);
    // The take is gone once the media is made; the transcript followed the media.
    const transcript = await waitFor(async () => {
      const row = await t.database.db
        .selectFrom('transcripts')
        .select(['status', 'text'])
        .where('answer_id', '=', answer.id)
        .executeTakeFirstOrThrow();
      return row.status === 'pending' ? undefined : row;
    });
    expect(transcript).toEqual({ status: 'done', text: 'hello there' });
    // Asked again, the confirmation says what is there now.
    const again = await client.finish();
    expect(again.uploadComplete).toMatchObject({
      mediaStatus: 'ready',
      transcription: 'hello there',
      transcriptionStatus: 'done',
      videoUrl: uploadComplete.videoUrl,
      audioUrl: uploadComplete.audioUrl,
    });
    expect(again.uploadComplete.duration).toBeCloseTo(SECONDS, 0);
    await client.close();
  });

  it('fails a take that is not media: the question opens again, no try lost, the other answers kept', async () => {
    const { guid, applicationId, questionIds, texts } = await newInterview(2);
    const client = await RecordingClient.connect(base, 'video');
    const first = await client.recordAnswer(metadataFor(guid, questionIds[0]!), splitIntoChunks(video, 3));
    await processedAnswer(t.database.db, first.started.recordingId, { status: 'ready' });
    // A WebM header followed by noise: plausibly media at submit, refused by ffmpeg in the job.
    const noise = Buffer.concat([video.subarray(0, 64), garbage(200_000)]);
    const last = await client.recordAnswer(
      metadataFor(guid, questionIds[1]!, { isLastQuestion: true, totalQuestions: 2 }),
      splitIntoChunks(noise, 3),
    );
    expect(last.answerSubmitted).toMatchObject({ isLastQuestion: true, interviewStatus: 'Completed' });
    const failed = await processedAnswer(t.database.db, last.started.recordingId, { status: 'failed' });
    expect(failed.media_error).toMatch(/^not-media: /);

    // The interview is open again; the recruiter sees why; the first answer is untouched.
    const seen = await detail(applicationId);
    expect(seen.status).toBe('Incomplete');
    expect(seen.responses.map((r) => r.mediaStatus)).toEqual(['ready', 'failed']);
    expect(seen.responses[1]).toMatchObject({
      mediaError: MEDIA_FAILURE_MESSAGES['not-media'],
      videoUrl: null,
    });
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/v1/media/answers/${failed.id}/video`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.statusCode).toBe(410);

    // The applicant's next visit is told in plain words, and the question has all its tries.
    const visit = await initialize(guid);
    expect(visit.status).toBe('Incomplete');
    expect(visit.questions[0]).toMatchObject({ answered: true });
    expect(visit.questions[0]).not.toHaveProperty('mediaFailure');
    expect(visit.questions[1]).toMatchObject({
      answered: false,
      attemptsUsed: 0,
      attemptsLeft: 3,
      mediaFailure: `${reRecordMessage(texts[1]!)} ${MEDIA_FAILURE_MESSAGES['not-media']}`,
    });
    const attempt = await t.database.db
      .selectFrom('answer_attempts')
      .select(['status', 'attempt_no'])
      .where('id', '=', last.started.recordingId)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('failed');

    // Recorded again: it replaces the failed answer and completes the interview.
    const again = await client.recordAnswer(
      metadataFor(guid, questionIds[1]!, { isLastQuestion: true, totalQuestions: 2 }),
      splitIntoChunks(video, 3),
    );
    expect(again.started).toMatchObject({ attempt: 1, attemptsLeft: 2 });
    expect(again.answerSubmitted.interviewStatus).toBe('Completed');
    await processedAnswer(t.database.db, again.started.recordingId, { status: 'ready' });
    expect((await detail(applicationId)).responses.map((r) => r.mediaStatus)).toEqual(['ready', 'ready']);
    await client.close();
  });
});

describe.each(DIALECTS)('the media job run by hand (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // No worker at all: the queued job waits, and the test runs its handler itself.
    t = await createTestApp(dialect, { RUN_WORKER: 'false', TRANSCRIBE_ENGINE: 'none' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finishes once when retried after a failed upload', async () => {
    const { companyId, userId } = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: ['One?', 'Two?'],
    });
    const { guid, applicationId } = await createApplication(
      t.database.db,
      companyId,
      jobId,
      questionnaireId,
      {
        transcriptionConsent: true,
      },
    );
    const client = await RecordingClient.connect(base, 'video');
    const { started } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(video, 3),
    );
    await client.close();
    const answerId = (
      await t.database.db
        .selectFrom('answers')
        .select('id')
        .where('attempt_id', '=', started.recordingId)
        .executeTakeFirstOrThrow()
    ).id;
    const queued = await t.database.db
      .selectFrom('background_jobs')
      .select(['name', 'payload'])
      .where('id', '=', `media-${answerId}`)
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ name: 'process-answer-media', payload: JSON.stringify({ answerId }) });

    const storage = t.app.storage;
    // The WAV's upload fails (after the media's may have succeeded): the run throws for the queue to retry.
    // It fails before reading its body, as a storage that is down does.
    const refusedBodies: unknown[] = [];
    const failingPuts: Storage = {
      kind: storage.kind,
      get: (key, range) => storage.get(key, range),
      stat: (key) => storage.stat(key),
      delete: (key) => storage.delete(key),
      list: (prefix) => storage.list(prefix),
      deletePrefix: (prefix) => storage.deletePrefix(prefix),
      put: (key, body, options) => {
        if (!key.endsWith('.wav')) return storage.put(key, body, options);
        refusedBodies.push(body);
        return Promise.reject(new Error('storage down'));
      },
    };
    // The take store keeps the real storage: only the job's own uploads fail.
    const deps = answerMediaDeps(t, { storage: failingPuts });
    await expect(processAnswerMedia(deps, answerId, { isLastAttempt: false })).rejects.toThrow(
      'storage down',
    );
    // The refused file's stream is closed by the job, not left opening a file in a folder being removed.
    expect(refusedBodies).toHaveLength(1);
    expect(refusedBodies[0]).toMatchObject({ destroyed: true });
    const afterFailure = await t.database.db
      .selectFrom('answers')
      .select(['media_status'])
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(afterFailure.media_status).toBe('processing');
    // The take is kept for the retry.
    expect(
      await deps.takes.progress({
        id: started.recordingId,
        application_id: applicationId,
        staging_path: (
          await t.database.db
            .selectFrom('answer_attempts')
            .select('staging_path')
            .where('id', '=', started.recordingId)
            .executeTakeFirstOrThrow()
        ).staging_path,
      }),
    ).toBeDefined();

    // The retry finishes; a run after that changes nothing.
    await processAnswerMedia({ ...deps, storage }, answerId, { isLastAttempt: false });
    const ready = await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    await processAnswerMedia({ ...deps, storage }, answerId, { isLastAttempt: false });
    const rows = await t.database.db
      .selectFrom('answers')
      .selectAll()
      .where('application_id', '=', applicationId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      media_status: 'ready',
      media_key: ready.media_key,
      audio_key: ready.audio_key,
      thumbnail_key: ready.thumbnail_key,
    });
    const prefix = `answers/${applicationId}/`;
    const stored = (await listFiles(path.join(t.dataDir, 'media'))).filter((f) => f.startsWith(prefix));
    expect(stored.sort()).toEqual([ready.media_key, ready.audio_key!, ready.thumbnail_key!].sort());
    const transcriptions = await t.database.db
      .selectFrom('background_jobs')
      .select('id')
      .where('name', '=', 'transcribe-answer')
      .where('id', '=', `transcribe-${answerId}`)
      .execute();
    expect(transcriptions).toHaveLength(1);
  });
  it('makes no answer from a take shorter than what was submitted: the run fails and is retried', async () => {
    const { companyId, userId } = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: ['One?'],
    });
    const { guid } = await createApplication(t.database.db, companyId, jobId, questionnaireId);
    const client = await RecordingClient.connect(base, 'video');
    const { started } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(video, 3),
    );
    await client.close();
    const attempt = await t.database.db
      .selectFrom('answer_attempts')
      .select(['staging_path', 'bytes'])
      .where('id', '=', started.recordingId)
      .executeTakeFirstOrThrow();
    const answerId = (
      await t.database.db
        .selectFrom('answers')
        .select('id')
        .where('attempt_id', '=', started.recordingId)
        .executeTakeFirstOrThrow()
    ).id;
    // The store lost the take's end (a cut read, a damaged disk): the applicant was told all of it was saved.
    const staged = path.join(t.dataDir, 'staging', attempt.staging_path);
    await truncate(staged, Math.floor(Number(attempt.bytes) / 2));
    const deps = answerMediaDeps(t);
    await expect(processAnswerMedia(deps, answerId, { isLastAttempt: false })).rejects.toThrow(
      `holds ${Math.floor(Number(attempt.bytes) / 2)} of the ${attempt.bytes} bytes submitted`,
    );
    const after = await t.database.db
      .selectFrom('answers')
      .select(['media_status', 'media_key'])
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(after.media_status).toBe('processing');
  });

  it('a worker that cannot see the take (another node’s data folder) never fails the answer', async () => {
    const { companyId, userId } = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: ['One?'],
    });
    const { guid } = await createApplication(t.database.db, companyId, jobId, questionnaireId);
    const client = await RecordingClient.connect(base, 'video');
    const { started } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(video, 3),
    );
    await client.close();
    const answerId = (
      await t.database.db
        .selectFrom('answers')
        .select('id')
        .where('attempt_id', '=', started.recordingId)
        .executeTakeFirstOrThrow()
    ).id;
    // The other node: the same database, its own data folder (its local take store has no such file).
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'vi-other-node-'));
    const otherNode = {
      db: t.database.db,
      storage: t.app.storage,
      media: createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined }),
      takes: createTakeStore({
        config: { ...t.config, dataDir: elsewhere },
        db: t.database.db,
        storage: t.app.storage,
      }),
      queue: t.app.queue,
      events: t.app.companyEvents,
      workRoot: path.join(elsewhere, 'work'),
      log: t.app.log,
    };
    try {
      await expect(processAnswerMedia(otherNode, answerId, { isLastAttempt: false })).rejects.toThrow(
        'is not in this worker',
      );
      // Even its last try leaves the answer processing: "I cannot see it" is not "nothing was sent".
      await processAnswerMedia(otherNode, answerId, { isLastAttempt: true });
      const after = await t.database.db
        .selectFrom('answers')
        .select(['media_status', 'media_error'])
        .where('id', '=', answerId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ media_status: 'processing', media_error: null });
      const attempt = await t.database.db
        .selectFrom('answer_attempts')
        .select(['status', 'attempt_no'])
        .where('id', '=', started.recordingId)
        .executeTakeFirstOrThrow();
      expect(attempt).toEqual({ status: 'finalized', attempt_no: 1 });
      // The node that holds the take makes the media.
      await processAnswerMedia(
        {
          ...otherNode,
          takes: createTakeStore({ config: t.config, db: t.database.db, storage: t.app.storage }),
          workRoot: path.join(t.dataDir, 'work'),
        },
        answerId,
        { isLastAttempt: false },
      );
      await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe.each(DIALECTS)('RECORDING_MEDIA_WAIT_MS (%s)', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RECORDING_MEDIA_WAIT_MS: '60000', TRANSCRIBE_ENGINE: 'none' });
    app = t.app;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('waits for the media job before replying, as before media moved off the submit path', async () => {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const { companyId, userId } = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType: 'Video',
      questions: ['One?', 'Two?'],
    });
    const { guid } = await createApplication(t.database.db, companyId, jobId, questionnaireId);
    const client = await RecordingClient.connect(base, 'video');
    const { uploadComplete } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(video, 3),
    );
    expect(uploadComplete.mediaStatus).toBe('ready');
    expect(uploadComplete.duration).toBeCloseTo(SECONDS, 0);
    expect((await app.inject({ method: 'GET', url: uploadComplete.videoUrl! })).statusCode).toBe(200);
    // A take refused by the job is the error it was before.
    await client.start(metadataFor(guid, questionIds[1]!));
    await client.sendChunks(splitIntoChunks(Buffer.concat([video.subarray(0, 64), garbage(100_000)]), 2));
    client.send({ type: 'process_recording', recordingId: client.recordingId });
    expect(await client.nextError()).toMatchObject({ code: 'RECORDING_FAILED' });
    await client.close();
  });
});
