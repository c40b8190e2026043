import { mkdtempSync, rmSync } from 'node:fs';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, RECORDING_CLOSE_CODES, RECORDING_LIMITS } from '@vi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { createDatabase } from '../../src/db/database.js';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import { ALREADY_COMPLETED } from '../../src/modules/invitations/deadline.js';
import { recordingWsRoutes } from '../../src/modules/recordings/recording.ws.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { garbage, makeAudioWebm, makeH264Video, makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestEnv, DIALECTS, createTestApp, type TestApp } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

const media = createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined });
const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-recording-fixtures-'));
let video: Buffer;
let audio: Buffer;
let videoChunks: Buffer[];
let audioChunks: Buffer[];
const SECONDS = 4;

beforeAll(async () => {
  [video, audio] = await Promise.all([
    makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: SECONDS }),
    makeAudioWebm(path.join(fixtures, 'audio.webm'), { seconds: SECONDS }),
  ]);
  // About one chunk a second, as MediaRecorder's 1000 ms timeslice gives.
  videoChunks = splitIntoChunks(video, SECONDS + 1);
  audioChunks = splitIntoChunks(audio, SECONDS + 1);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const listen = async (app: FastifyInstance) => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
};

/** Media as stored, probed with ffprobe. */
async function probeStored(app: FastifyInstance, key: string) {
  const object = await app.storage.get(key);
  if (!object) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  const file = path.join(fixtures, `stored-${path.basename(key)}`);
  await writeFile(file, Buffer.concat(chunks));
  return media.probe(file);
}

describe.each(DIALECTS)('recording channel (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let shortIdleBase: string;
  let companyId: number;
  let userId: number;
  let jobId: number;

  beforeAll(async () => {
    const shortIdle = parseEnv({ NODE_ENV: 'test', DATA_DIR: path.join(fixtures, `idle-${dialect}`) });
    t = await createTestApp(
      dialect,
      { TRANSCRIBE_ENGINE: 'none', RECORDING_TRANSCRIPT_WAIT_MS: '3000' },
      async (app) => {
        // The same channel with a short idle timeout, to see it close without waiting a minute.
        await app.register(recordingWsRoutes, {
          config: shortIdle,
          prefix: '/short-idle',
          idleTimeoutMs: 300,
        });
      },
    );
    base = await listen(t.app);
    shortIdleBase = `${base}/short-idle`;
    ({ companyId, userId } = await createCompany(t.database.db));
    jobId = await createJob(t.database.db, companyId);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newInterview(
    contentType: 'Audio' | 'Video' = 'Video',
    options: { questions?: number; transcriptionConsent?: boolean } = {},
  ) {
    const texts = Array.from({ length: options.questions ?? 3 }, (_, i) => `Question ${i + 1}?`);
    const { questionnaireId, questionIds } = await createQuestionnaire(t.database.db, companyId, userId, {
      contentType,
      questions: texts,
    });
    const application = await createApplication(t.database.db, companyId, jobId, questionnaireId, {
      transcriptionConsent: options.transcriptionConsent ?? false,
    });
    return { ...application, questionIds };
  }

  // staging_path is the local take store's locator, relative to DATA_DIR/staging: the row with the file's path.
  const attemptRow = async (id: string) => {
    const row = await t.database.db
      .selectFrom('answer_attempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, staging_path: path.join(t.dataDir, 'staging', row.staging_path) };
  };
  const answersOf = (applicationId: string) =>
    t.database.db.selectFrom('answers').selectAll().where('application_id', '=', applicationId).execute();
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  it('takes a video answer in chunks: acks, stored media, thumbnail, answer row', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    expect(started).toMatchObject({ attempt: 1, attemptsLeft: 2, chunks: 0, bytes: 0, resumed: false });

    const acks = await client.sendChunks(videoChunks);
    let total = 0;
    acks.forEach((ack, i) => {
      total += videoChunks[i]!.length;
      expect(ack).toEqual({ type: 'ack', recordingId: started.recordingId, chunks: i + 1, bytes: total });
    });
    // What is acknowledged is on disk, byte for byte.
    const attempt = await attemptRow(started.recordingId);
    expect(await readFile(attempt.staging_path)).toEqual(video);

    const submitted = await client.finish();
    // The reply comes once the answer is recorded; its addresses are final, its media made in the background.
    const answer = await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    expect(submitted.uploadComplete).toMatchObject({
      recordingId: started.recordingId,
      videoUrl: `/api/v1/media/answers/${answer.id}/video?guid=${guid}`,
      audioUrl: `/api/v1/media/answers/${answer.id}/audio?guid=${guid}`,
      transcription: null,
      transcriptionStatus: 'unavailable',
    });
    // Asked again once the media is made, the confirmation has the media's duration.
    const { uploadComplete, answerSubmitted } = await client.finish();
    expect(uploadComplete).toEqual({
      ...submitted.uploadComplete,
      mediaStatus: 'ready',
      duration: uploadComplete.duration,
    });
    expect(uploadComplete.duration).toBeCloseTo(SECONDS, 0);
    // The first reply was made from the rows the submit wrote; read back from them it says the same.
    expect(answerSubmitted).toEqual(submitted.answerSubmitted);
    // The applicant can play their own take back from the link they were given, with ranges.
    const playback = await t.app.inject({
      method: 'GET',
      url: uploadComplete.videoUrl!,
      headers: { range: 'bytes=0-99' },
    });
    expect(playback.statusCode).toBe(206);
    expect(playback.rawPayload).toHaveLength(100);
    expect(playback.headers['content-type']).toMatch(/^video\//);
    expect(answerSubmitted).toEqual({
      type: 'answer_submitted',
      isReconciled: true,
      questionId: questionIds[0],
      isLastQuestion: false,
      interviewStatus: 'Incomplete',
    });

    expect(answer).toMatchObject({
      question_key: questionIds[0],
      question_text: 'Question 1?',
      position: 0,
      attempt_id: started.recordingId,
      media_key: `answers/${applicationId}/${questionIds[0]}/${started.recordingId}.webm`,
      audio_key: `answers/${applicationId}/${questionIds[0]}/${started.recordingId}.wav`,
      thumbnail_key: `answers/${applicationId}/${questionIds[0]}/${started.recordingId}.jpg`,
    });
    expect(answer.duration_ms).toBeGreaterThan((SECONDS - 0.2) * 1000);
    const stored = await probeStored(t.app, answer.media_key);
    expect(stored).toMatchObject({ hasVideo: true, hasAudio: true, videoCodec: 'vp8', audioCodec: 'opus' });
    expect(stored.durationSeconds).toBeCloseTo(SECONDS, 0);
    const wav = await t.app.storage.stat(answer.audio_key!);
    expect(wav!.size).toBeGreaterThan(SECONDS * 32_000 * 0.9);
    expect(await t.app.storage.stat(answer.thumbnail_key!)).toBeDefined();

    const finalized = await attemptRow(started.recordingId);
    expect(finalized).toMatchObject({ status: 'finalized', chunks: videoChunks.length, bytes: video.length });
    // The job removes the take once the media is committed (a moment after the answer says ready).
    await waitFor(async () => !(await exists(attempt.staging_path)), {
      message: 'the submitted take removed',
    });
    const transcript = await t.database.db
      .selectFrom('transcripts')
      .selectAll()
      .where('answer_id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(transcript).toMatchObject({ status: 'unavailable', error: 'no consent' });

    // A repeated process_recording changes nothing and says the same again.
    const again = await client.finish();
    expect(again).toEqual({ uploadComplete, answerSubmitted });
    expect(await answersOf(applicationId)).toHaveLength(1);
    await client.close();
  });

  it('takes an audio answer on /stream-audio', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Audio');
    const client = await RecordingClient.connect(base, 'audio');
    const { uploadComplete, answerSubmitted, acks } = await client.recordAnswer(
      metadataFor(guid, questionIds[1]!, { mimeType: 'audio/webm;codecs=opus' }),
      audioChunks,
    );
    expect(acks).toHaveLength(audioChunks.length);
    const answer = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
    expect(uploadComplete).toMatchObject({
      videoUrl: null,
      audioUrl: `/api/v1/media/answers/${answer.id}/audio?guid=${guid}`,
    });
    expect(answer.duration_ms! / 1000).toBeCloseTo(SECONDS, 0);
    expect(await answersOf(applicationId)).toHaveLength(1);
    expect(answerSubmitted).toMatchObject({ questionId: questionIds[1], isLastQuestion: false });
    // An audio answer's picture in the grid is its waveform, drawn in the same ffmpeg pass.
    expect(answer.thumbnail_key).toMatch(/\.jpg$/);
    expect(answer.media_key).toMatch(/\.webm$/);
    const stored = await probeStored(t.app, answer.media_key);
    expect(stored).toMatchObject({ hasVideo: false, hasAudio: true, audioCodec: 'opus' });
    const attempt = await attemptRow(uploadComplete.recordingId);
    expect(attempt.mime_type).toBe('audio/webm;codecs=opus');
    await client.close();
  });

  it.each([
    ['Safari’s fragmented MP4', 'mp4', 'mp4'],
    ['H.264 in Chrome’s video/webm (Matroska)', 'matroska', 'mkv'],
  ] as const)('stores %s', async (_name, container, extension) => {
    const source = await makeH264Video(path.join(fixtures, `h264-${dialect}.${container}`), container);
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const { uploadComplete } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!, {
        mimeType: container === 'mp4' ? 'video/mp4' : 'video/webm;codecs=h264',
      }),
      splitIntoChunks(source, 3),
    );
    const answer = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
    expect(answer.duration_ms! / 1000).toBeCloseTo(3, 0);
    expect(await answersOf(applicationId)).toHaveLength(1);
    expect(answer.media_key.endsWith(`.${extension}`)).toBe(true);
    expect(answer.thumbnail_key).not.toBeNull();
    expect(await probeStored(t.app, answer.media_key)).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    await client.close();
  });

  it('keeps a video answer without sound (no audio track, no transcript)', async () => {
    const silentVideo = await makeVideoWebm(path.join(fixtures, `mute-${dialect}.webm`), {
      audio: false,
      seconds: 2,
    });
    const { guid, applicationId, questionIds } = await newInterview('Video', { transcriptionConsent: true });
    const client = await RecordingClient.connect(base, 'video');
    const { uploadComplete } = await client.recordAnswer(
      metadataFor(guid, questionIds[0]!),
      splitIntoChunks(silentVideo, 2),
    );
    expect(uploadComplete.videoUrl).not.toBeNull();
    const answer = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
    expect(await answersOf(applicationId)).toHaveLength(1);
    expect(answer).toMatchObject({ audio_key: null });
    expect(answer.thumbnail_key).not.toBeNull();
    // Once made, the confirmation has no audio address, and the transcription job found no sound.
    await waitFor(async () => (await client.finish()).uploadComplete.transcriptionStatus !== 'pending');
    expect((await client.finish()).uploadComplete).toMatchObject({
      audioUrl: null,
      transcriptionStatus: 'unavailable',
    });
    await client.close();
  });

  it('refuses an audio-only recording as a video answer at submit: the question stays open, no try lost', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    await client.sendChunks(audioChunks);
    // The tracks the WebM header declared tell it at once (the media job would refuse it with ffprobe).
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toMatchObject({ code: 'RECORDING_FAILED' });
    expect(await answersOf(applicationId)).toHaveLength(0);
    const attempt = await attemptRow(started.recordingId);
    expect(attempt.status).toBe('failed');
    expect(attempt.error).toMatch(/^wrong-kind: /);
    expect(await exists(attempt.staging_path)).toBe(false);
    // The refused take cost no try: the next one is the first again.
    expect(await client.start(metadataFor(guid, questionIds[0]!))).toMatchObject({
      attempt: 1,
      attemptsLeft: 2,
    });
    await client.close();
  });

  it('with consent, queues transcription and reports the transcript’s state', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Audio', { transcriptionConsent: true });
    const client = await RecordingClient.connect(base, 'audio');
    const { uploadComplete } = await client.recordAnswer(metadataFor(guid, questionIds[0]!), audioChunks);
    // Pending until the media job made the WAV and queued the transcription.
    expect(uploadComplete).toMatchObject({ transcription: null, transcriptionStatus: 'pending' });
    const answer = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
    expect(await answersOf(applicationId)).toHaveLength(1);
    // TRANSCRIBE_ENGINE=none: the job gives the engine's honest answer.
    await waitFor(async () => (await client.finish()).uploadComplete.transcriptionStatus === 'unavailable');
    const job = await t.database.db
      .selectFrom('background_jobs')
      .select(['name', 'payload'])
      .where('id', '=', `transcribe-${answer.id}`)
      .executeTakeFirstOrThrow();
    expect(job.name).toBe('transcribe-answer');
    expect(JSON.parse(job.payload)).toEqual({ answerId: answer.id });
    await client.close();
  });

  it('counts attempts: a rerecord supersedes, the fourth is refused with the spec’s text', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const first = await client.start(metadataFor(guid, questionIds[0]!));
    await client.sendChunks(videoChunks.slice(0, 2));
    const firstStaging = (await attemptRow(first.recordingId)).staging_path;

    const second = await client.start(metadataFor(guid, questionIds[0]!));
    expect(second).toMatchObject({ attempt: 2, attemptsLeft: 1, chunks: 0 });
    expect((await attemptRow(first.recordingId)).status).toBe('superseded');
    expect(await exists(firstStaging)).toBe(false);

    const third = await client.start(metadataFor(guid, questionIds[0]!));
    expect(third).toMatchObject({ attempt: 3, attemptsLeft: 0 });
    await client.sendChunks(videoChunks);
    // Rerecording on the same connection is not an error for that connection.
    expect(client.messages.filter((m) => m.type === 'error')).toEqual([]);

    await expect(client.start(metadataFor(guid, questionIds[0]!))).rejects.toMatchObject({
      reply: { type: 'error', message: MESSAGES.noMoreAttempts, code: 'NO_MORE_ATTEMPTS' },
    });
    const attempts = await t.database.db
      .selectFrom('answer_attempts')
      .select('status')
      .where('application_id', '=', applicationId)
      .execute();
    expect(attempts).toHaveLength(3);

    // The refused fourth did not end the third: it is still the one that can be submitted.
    client.recordingId = third.recordingId;
    const { answerSubmitted } = await client.finish();
    expect(answerSubmitted.questionId).toBe(questionIds[0]);
    const [answer] = await answersOf(applicationId);
    expect(answer!.attempt_id).toBe(third.recordingId);
    expect((await attemptRow(second.recordingId)).status).toBe('superseded');

    // An answered question takes no new recording.
    await expect(client.start(metadataFor(guid, questionIds[0]!))).rejects.toMatchObject({
      reply: { message: 'This question has already been answered.', code: 'ALREADY_ANSWERED' },
    });
    await client.close();
  });

  it('keeps one live recording per application: starting another question ends the first', async () => {
    const { guid, questionIds } = await newInterview('Video');
    const first = await RecordingClient.connect(base, 'video');
    const a = await first.start(metadataFor(guid, questionIds[0]!));
    await first.sendChunks(videoChunks.slice(0, 1));
    const second = await RecordingClient.connect(base, 'video');
    await second.start(metadataFor(guid, questionIds[1]!));
    expect(await first.nextError()).toMatchObject({ code: 'SUPERSEDED', message: MESSAGES.recordingFailed });
    expect((await attemptRow(a.recordingId)).status).toBe('superseded');
    // Chunks still sent to the ended recording are dropped, and the connection keeps serving.
    first.sendBinary(videoChunks[1]!);
    await first.ping();
    await Promise.all([first.close(), second.close()]);
  });

  it('completes the interview with the last answer and then takes nothing more', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Audio', { questions: 2 });
    const client = await RecordingClient.connect(base, 'audio');
    const one = await client.recordAnswer(metadataFor(guid, questionIds[0]!), audioChunks);
    expect(one.answerSubmitted).toMatchObject({ isLastQuestion: false, interviewStatus: 'Incomplete' });
    const two = await client.recordAnswer(
      metadataFor(guid, questionIds[1]!, { isLastQuestion: true, totalQuestions: 2 }),
      audioChunks,
    );
    expect(two.answerSubmitted).toMatchObject({ isLastQuestion: true, interviewStatus: 'Completed' });
    const application = await t.database.db
      .selectFrom('applications')
      .select(['status', 'completed_at'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('Completed');
    expect(application.completed_at).not.toBeNull();

    await expect(client.start(metadataFor(guid, questionIds[0]!))).rejects.toMatchObject({
      reply: { message: ALREADY_COMPLETED, code: 'INTERVIEW_COMPLETED' },
    });
    // The last confirmation can still be fetched again after completion.
    client.recordingId = two.started.recordingId;
    expect((await client.finish()).answerSubmitted).toEqual(two.answerSubmitted);
    await client.close();
  });

  it('refuses unknown guids and a questionnaire on the wrong channel', async () => {
    const { guid, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'audio');
    for (const unknown of ['8d8ac610-566d-4ef0-9c22-186b2a5ed793', 'not-a-guid', '']) {
      await expect(client.start(metadataFor(unknown, questionIds[0]!))).rejects.toMatchObject({
        reply: { message: MESSAGES.noApplication, code: 'NO_APPLICATION' },
      });
    }
    await expect(client.start(metadataFor(guid, questionIds[0]!))).rejects.toMatchObject({
      reply: { code: 'WRONG_CHANNEL' },
    });
    await expect(client.start(metadataFor(guid, 'question-99'))).rejects.toMatchObject({
      reply: { code: 'WRONG_CHANNEL' },
    });
    await client.close();
    const right = await RecordingClient.connect(base, 'video');
    await expect(right.start(metadataFor(guid, 'question-99'))).rejects.toMatchObject({
      reply: { code: 'UNKNOWN_QUESTION', message: MESSAGES.somethingWentWrong },
    });
    await right.close();
  });

  it('refuses random bytes at finalise and stores no answer; the try is given back', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    await client.sendChunks(splitIntoChunks(garbage(300_000), 3));
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toEqual({
      type: 'error',
      message: MESSAGES.recordingFailed,
      code: 'RECORDING_FAILED',
    });
    expect(await answersOf(applicationId)).toHaveLength(0);
    const attempt = await attemptRow(started.recordingId);
    expect(attempt.status).toBe('failed');
    expect(await exists(attempt.staging_path)).toBe(false);
    expect(await client.start(metadataFor(guid, questionIds[0]!))).toMatchObject({ attempt: 1 });
    // Nothing at all is not media either.
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toMatchObject({ code: 'RECORDING_FAILED' });
    await client.close();
  });

  it('refuses a recording past the byte cap, and a frame past the frame cap', async () => {
    const { guid, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const started = await client.start(metadataFor(guid, questionIds[0]!));
    const frame = Buffer.alloc(RECORDING_LIMITS.maxFrameBytes, 1);
    const frames = Math.floor(RECORDING_LIMITS.maxRecordingBytes / frame.length);
    await client.sendChunks(
      Array.from({ length: frames }, () => frame),
      { window: 4 },
    );
    client.sendBinary(Buffer.alloc(1));
    expect(await client.nextError()).toMatchObject({
      code: 'RECORDING_TOO_LARGE',
      message: MESSAGES.recordingFailed,
    });
    const attempt = await attemptRow(started.recordingId);
    expect(attempt.status).toBe('failed');
    expect(await exists(attempt.staging_path)).toBe(false);
    // Later chunks of the refused recording are dropped quietly; the connection still serves.
    client.sendBinary(Buffer.alloc(10));
    await client.ping();

    client.sendBinary(Buffer.alloc(RECORDING_LIMITS.maxFrameBytes + 1));
    expect((await client.closed).code).toBe(1009);
    const next = await RecordingClient.connect(base, 'video');
    await next.ping();
    await next.close();
  });

  it('answers malformed frames with errors and keeps the connection', async () => {
    const client = await RecordingClient.connect(base, 'video');
    const cases: (() => void)[] = [
      () => client.sendText('this is not json'),
      () => client.sendText('{"type":"metadata"'),
      () => client.send({ type: 'unknown_type' }),
      () => client.send({ type: 'metadata', applicantGuid: 5, questionId: ['q'] }),
      () => client.send({ type: 'metadata', applicantGuid: 'x'.repeat(100), questionId: 'question-1' }),
      () => client.sendText('[]'),
      () => client.sendText('null'),
    ];
    for (const send of cases) {
      send();
      expect(await client.nextError()).toMatchObject({
        message: MESSAGES.somethingWentWrong,
        code: 'BAD_MESSAGE',
      });
    }
    client.sendBinary(videoChunks[0]!);
    expect(await client.nextError()).toMatchObject({ code: 'NO_RECORDING' });
    client.send({ type: 'process_recording' });
    expect(await client.nextError()).toMatchObject({ code: 'NO_RECORDING' });
    await client.ping();
    expect(client.isOpen).toBe(true);
    await client.close();
  });

  it('tolerates empty chunks (Safari): acknowledged, nothing written', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    await client.start(metadataFor(guid, questionIds[0]!));
    const withEmpties = videoChunks.flatMap((chunk) => [Buffer.alloc(0), chunk]);
    const acks = await client.sendChunks(withEmpties);
    expect(acks[0]).toMatchObject({ chunks: 1, bytes: 0 });
    expect(acks.at(-1)).toMatchObject({ chunks: withEmpties.length, bytes: video.length });
    await client.finish();
    expect(await answersOf(applicationId)).toHaveLength(1);
    await client.close();
  });

  it('resumes after a dropped connection: nothing lost, nothing duplicated', async () => {
    const { guid, applicationId, questionIds } = await newInterview('Video');
    const metadata = metadataFor(guid, questionIds[0]!);
    const first = await RecordingClient.connect(base, 'video');
    const started = await first.start(metadata);
    await first.sendChunks(videoChunks.slice(0, 2));
    // Two more go out without waiting, and the connection drops under them.
    first.sendBinary(videoChunks[2]!);
    first.sendBinary(videoChunks[3]!);
    await first.terminate();

    const second = await RecordingClient.connect(base, 'video');
    const resumed = await second.resume(metadata, started.recordingId);
    expect(resumed).toMatchObject({
      recordingId: started.recordingId,
      resumed: true,
      attempt: 1,
      attemptsLeft: 2,
    });
    // However many of the in-flight chunks made it, the server says exactly which bytes it holds.
    expect(resumed.chunks).toBeGreaterThanOrEqual(2);
    expect(resumed.bytes).toBe(Buffer.concat(videoChunks.slice(0, resumed.chunks)).length);
    await second.sendChunks(videoChunks);

    const attempt = await attemptRow(started.recordingId);
    expect(await readFile(attempt.staging_path)).toEqual(video);
    await second.finish();
    const answer = await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    expect(answer.duration_ms! / 1000).toBeCloseTo(SECONDS, 0);
    expect(await answersOf(applicationId)).toHaveLength(1);
    expect((await probeStored(t.app, answer.media_key)).durationSeconds).toBeCloseTo(SECONDS, 0);
    // Resuming did not cost an attempt.
    const attempts = await t.database.db
      .selectFrom('answer_attempts')
      .select('id')
      .where('application_id', '=', applicationId)
      .execute();
    expect(attempts).toHaveLength(1);
    await second.close();
  });

  it('takes a resume sent again on the same connection', async () => {
    const { guid, questionIds } = await newInterview('Video');
    const metadata = metadataFor(guid, questionIds[0]!);
    const client = await RecordingClient.connect(base, 'video');
    const started = await client.start(metadata);
    await client.sendChunks(videoChunks.slice(0, 2));
    expect(await client.resume(metadata, started.recordingId)).toMatchObject({ chunks: 2, resumed: true });
    await client.sendChunks(videoChunks);
    expect(client.isOpen).toBe(true);
    await client.finish();
    const answer = await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    expect(answer.duration_ms! / 1000).toBeCloseTo(SECONDS, 0);
    await client.close();
  });

  it('gives a lost confirmation again to a client that resumes a submitted recording', async () => {
    const { guid, questionIds } = await newInterview('Audio', { questions: 1 });
    const metadata = metadataFor(guid, questionIds[0]!, { isLastQuestion: true });
    const first = await RecordingClient.connect(base, 'audio');
    const { started, uploadComplete, answerSubmitted } = await first.recordAnswer(metadata, audioChunks);
    await first.terminate();
    const second = await RecordingClient.connect(base, 'audio');
    const resumed = await second.resume(metadata, started.recordingId);
    expect(resumed).toMatchObject({ chunks: audioChunks.length, bytes: audio.length, resumed: true });
    expect(await second.finish()).toEqual({ uploadComplete, answerSubmitted });
    await second.close();
  });

  it('refuses to resume an unknown recording; a new attempt works', async () => {
    const { guid, questionIds } = await newInterview('Video');
    const client = await RecordingClient.connect(base, 'video');
    const metadata = metadataFor(guid, questionIds[0]!);
    for (const id of ['7b0c5a51-5a43-4c4e-9d53-8d1a3c6f0a11', 'nope']) {
      await expect(client.resume(metadata, id)).rejects.toMatchObject({
        reply: { code: 'RESUME_UNAVAILABLE', message: MESSAGES.connectionError },
      });
    }
    const started = await client.start(metadata);
    expect(started).toMatchObject({ attempt: 1 });
    await client.sendChunks(videoChunks.slice(0, 1));
    await waitFor(async () => (await attemptRow(started.recordingId)).chunks === 1, {
      message: 'the first chunk in the database',
    });
    await client.close();

    // Past the resume window the recording is given up and its files removed.
    const { staging_path: stagingPath } = await attemptRow(started.recordingId);
    const longAgo = new Date(Date.now() - t.config.recording.resumeWindowMs - 1000).toISOString();
    await t.database.db
      .updateTable('answer_attempts')
      .set({ updated_at: longAgo })
      .where('id', '=', started.recordingId)
      .execute();
    const late = await RecordingClient.connect(base, 'video');
    await expect(late.resume(metadata, started.recordingId)).rejects.toMatchObject({
      reply: { code: 'RESUME_UNAVAILABLE' },
    });
    expect(await attemptRow(started.recordingId)).toMatchObject({
      status: 'failed',
      error: 'resume window expired',
    });
    expect(await exists(stagingPath)).toBe(false);
    expect(await late.start(metadata)).toMatchObject({ attempt: 2, attemptsLeft: 1 });
    await late.close();
  });

  it('answers ping with pong and closes an idle connection (the recording stays resumable)', async () => {
    const client = await RecordingClient.connect(base, 'video');
    await client.ping();
    await client.close();

    const { guid, questionIds } = await newInterview('Video');
    const idle = await RecordingClient.connect(shortIdleBase, 'video');
    const started = await idle.start(metadataFor(guid, questionIds[0]!));
    await idle.sendChunks(videoChunks.slice(0, 1));
    expect(await idle.closed).toMatchObject({ code: RECORDING_CLOSE_CODES.idle });
    const back = await RecordingClient.connect(shortIdleBase, 'video');
    expect(await back.resume(metadataFor(guid, questionIds[0]!), started.recordingId)).toMatchObject({
      chunks: 1,
    });
    await back.close();
  });
});

describe.each(DIALECTS)('recording across a server restart (%s)', (dialect) => {
  it('resumes a recording started before the restart, byte-exact', async () => {
    const env = createTestEnv(dialect, { TRANSCRIBE_ENGINE: 'none' });
    const start = async () => {
      const database = await createDatabase(env.config.database);
      const app = await buildApp({ config: env.config, database, logger: false });
      return { app, database, base: await listen(app) };
    };
    try {
      const first = await start();
      const { companyId, userId } = await createCompany(first.database.db);
      const jobId = await createJob(first.database.db, companyId);
      const { questionnaireId, questionIds } = await createQuestionnaire(
        first.database.db,
        companyId,
        userId,
        {
          contentType: 'Video',
        },
      );
      const { guid, applicationId } = await createApplication(
        first.database.db,
        companyId,
        jobId,
        questionnaireId,
      );
      const metadata = metadataFor(guid, questionIds[0]!);

      const before = await RecordingClient.connect(first.base, 'video');
      const started = await before.start(metadata);
      await before.sendChunks(videoChunks.slice(0, 3));
      const { staging_path: locator } = await first.database.db
        .selectFrom('answer_attempts')
        .select('staging_path')
        .where('id', '=', started.recordingId)
        .executeTakeFirstOrThrow();
      const stagingPath = path.join(env.dataDir, 'staging', locator);
      await first.app.close();
      await first.database.destroy();
      await before.closed;
      // The process died while writing a chunk it never acknowledged: its bytes are on disk, no record.
      await appendFile(stagingPath, videoChunks[3]!.subarray(0, 1000));

      const second = await start();
      try {
        const after = await RecordingClient.connect(second.base, 'video');
        const resumed = await after.resume(metadata, started.recordingId);
        expect(resumed).toMatchObject({ chunks: 3, bytes: Buffer.concat(videoChunks.slice(0, 3)).length });
        await after.sendChunks(videoChunks);
        expect(await readFile(stagingPath)).toEqual(video);
        await after.finish();
        const answer = await processedAnswer(second.database.db, started.recordingId, { status: 'ready' });
        expect(answer.duration_ms! / 1000).toBeCloseTo(SECONDS, 0);
        expect(answer.application_id).toBe(applicationId);
        expect(answer.attempt_id).toBe(started.recordingId);
        expect((await probeStored(second.app, answer.media_key)).durationSeconds).toBeCloseTo(SECONDS, 0);
        await after.close();
      } finally {
        await second.app.close();
        await second.database.destroy();
      }
    } finally {
      await env.cleanup();
    }
  });

  it('finishes a submitted recording whose finalisation a crash interrupted', async () => {
    const env = createTestEnv(dialect, { TRANSCRIBE_ENGINE: 'none' });
    try {
      let database = await createDatabase(env.config.database);
      let app = await buildApp({ config: env.config, database, logger: false });
      const base = await listen(app);
      const { companyId, userId } = await createCompany(database.db);
      const jobId = await createJob(database.db, companyId);
      const { questionnaireId, questionIds } = await createQuestionnaire(database.db, companyId, userId, {
        contentType: 'Audio',
        questions: ['Only question?'],
      });
      const { guid, applicationId } = await createApplication(database.db, companyId, jobId, questionnaireId);
      const client = await RecordingClient.connect(base, 'audio');
      const started = await client.start(metadataFor(guid, questionIds[0]!));
      await client.sendChunks(audioChunks);
      await app.close();
      // As if process_recording had been received and the process had died in the middle of it.
      await database.db
        .updateTable('answer_attempts')
        .set({ status: 'finalizing', updated_at: new Date(Date.now() - 3_600_000).toISOString() })
        .where('id', '=', started.recordingId)
        .execute();
      await database.destroy();

      database = await createDatabase(env.config.database);
      app = await buildApp({ config: env.config, database, logger: false });
      try {
        await app.ready();
        const statusOf = async () =>
          (
            await database.db
              .selectFrom('applications')
              .select('status')
              .where('id', '=', applicationId)
              .executeTakeFirstOrThrow()
          ).status;
        await waitFor(async () => (await statusOf()) === 'Completed', {
          timeoutMs: 15_000,
          message: 'the sweep to finish the interview',
        });
        const status = await statusOf();
        expect(status).toBe('Completed');
        const answer = await database.db
          .selectFrom('answers')
          .selectAll()
          .where('application_id', '=', applicationId)
          .executeTakeFirstOrThrow();
        expect(answer.attempt_id).toBe(started.recordingId);
        const made = await processedAnswer(database.db, started.recordingId, { status: 'ready' });
        expect(await app.storage.stat(made.media_key)).toBeDefined();
      } finally {
        await app.close();
        await database.destroy();
      }
    } finally {
      await env.cleanup();
    }
  });
});
