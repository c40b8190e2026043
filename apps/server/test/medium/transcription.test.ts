import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '@vi/contracts';
import type { DB } from '../../src/db/schema.js';
import { createNoneTranscriber } from '../../src/infra/transcription/none-transcriber.js';
import { createPocketSphinxTranscriber } from '../../src/infra/transcription/pocketsphinx-transcriber.js';
import type { Transcriber } from '../../src/infra/transcription/transcriber.js';
import { wordErrorRate } from '../../src/infra/transcription/word-error-rate.js';
import { createMailer } from '../../src/infra/mail/create-mailer.js';
import { createBackgroundJobs } from '../../src/background/index.js';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import {
  runTranscribeAnswer,
  transcribeAnswerNow,
  TRANSCRIPT_NOTES,
  type TranscribeDependencies,
} from '../../src/background/transcribe-answer.handler.js';
import { transcribeAnswerJob } from '../../src/background/transcribe-answer.job.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { waitFor } from '../helpers/wait-for.js';
import { createLocalTakeStore } from '../../src/modules/recordings/take-store/local-take-store.js';

const run = promisify(execFile);
const FFMPEG = '/usr/bin/ffmpeg';

/** What an applicant might say; read by Debian's flite with the slt voice. */
const ANSWER = [
  'I have five years of experience in customer service.',
  'My last job was at a small software company in the city.',
  'I enjoy solving problems and learning new skills.',
  'Please tell us about your experience working in a team.',
].join(' ');

const work = mkdtempSync(path.join(tmpdir(), 'vi-transcription-'));

/**
 * Speech as the pipeline sees it: flite's WAV, encoded to WebM/Opus as a browser's MediaRecorder sends
 * it, then decoded to the 16 kHz mono WAV that finalisation stores for transcription.
 */
async function spokenAnswerWav(text: string, name: string): Promise<string> {
  const spoken = path.join(work, `${name}-flite.wav`);
  const webm = path.join(work, `${name}.webm`);
  const wav = path.join(work, `${name}.wav`);
  await run('flite', ['-voice', 'slt', '-t', text, '-o', spoken]);
  await run(FFMPEG, [
    '-y',
    '-loglevel',
    'error',
    '-i',
    spoken,
    '-c:a',
    'libopus',
    '-b:a',
    '48k',
    '-ar',
    '48000',
    webm,
  ]);
  await run(FFMPEG, [
    '-y',
    '-loglevel',
    'error',
    '-i',
    webm,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
  return wav;
}

async function silentWav(seconds: number): Promise<string> {
  const wav = path.join(work, `silence-${seconds}.wav`);
  const source = `anullsrc=r=16000:cl=mono`;
  await run(FFMPEG, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    source,
    '-t',
    String(seconds),
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
  return wav;
}

/** Counts the engine's runs while delegating to it: the real engine still does the work. */
function counting(inner: Transcriber): Transcriber & { runs: number } {
  const counter = {
    runs: 0,
    engine: inner.engine,
    available: () => inner.available(),
    transcribe: (file: string) => {
      counter.runs++;
      return inner.transcribe(file);
    },
  };
  return counter;
}

let speechWav: string;
let silenceWav: string;

beforeAll(async () => {
  [speechWav, silenceWav] = await Promise.all([spokenAnswerWav(ANSWER, 'answer'), silentWav(3)]);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('PocketSphinx accuracy on speech that went through WebM/Opus', () => {
  it('keeps the word error rate at or under 0.3', async () => {
    const started = performance.now();
    const result = await createPocketSphinxTranscriber().transcribe(speechWav);
    const seconds = (performance.now() - started) / 1000;
    const wer = wordErrorRate(ANSWER, result.text);
    console.log(`PocketSphinx WER ${wer.toFixed(3)} in ${seconds.toFixed(2)} s: "${result.text}"`);
    expect(wer).toBeLessThanOrEqual(0.3);
    expect(result.segments.length).toBeGreaterThan(0);
  });
});

describe.each(DIALECTS)('transcribe-answer job (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let jobId: number;
  let questionnaireId: string;

  const deps = (transcriber: Transcriber = t.app.transcriber): TranscribeDependencies => ({
    db: t.database.db,
    storage: t.app.storage,
    transcriber,
    log: t.app.log,
    events: t.app.companyEvents,
  });

  const transcriptOf = (answerId: string) =>
    t.database.db.selectFrom('transcripts').selectAll().where('answer_id', '=', answerId).execute();

  /** An application with one answer whose 16 kHz WAV is in storage (or not, without a file). */
  async function answerWith(options: { consent: boolean; wav?: string | undefined }) {
    const db: Kysely<DB> = t.database.db;
    const application = await createApplication(db, company.companyId, jobId, questionnaireId, {
      transcriptionConsent: options.consent,
    });
    const audioKey = `answers/${randomUUID()}/audio.wav`;
    if (options.wav) await t.app.storage.put(audioKey, readFileSync(options.wav));
    const { answerId } = await createAnswer(db, application.applicationId, {
      contentType: 'Audio',
      mimeType: 'audio/webm',
      audioKey,
      durationMs: 10_000,
    });
    return { answerId, applicationId: application.applicationId };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    company = await createCompany(t.database.db);
    jobId = await createJob(t.database.db, company.companyId);
    ({ questionnaireId } = await createQuestionnaire(t.database.db, company.companyId, company.userId, {
      contentType: 'Audio',
      attachTo: [jobId],
    }));
  });
  afterAll(() => t.close());

  it('transcribes a consented answer, stores text and segments, and shows it to the recruiter', async () => {
    const { answerId, applicationId } = await answerWith({ consent: true, wav: speechWav });
    const result = await runTranscribeAnswer(deps(), answerId, { isLastAttempt: false });

    expect(result?.status).toBe('done');
    const [row] = await transcriptOf(answerId);
    expect(row).toMatchObject({ status: 'done', engine: 'moonshine', error: null });
    expect(wordErrorRate(ANSWER, row?.text ?? '')).toBeLessThanOrEqual(0.3);
    const segments = JSON.parse(row?.segments ?? '[]') as { start: number; end: number; text: string }[];
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.map((s) => s.text).join(' ')).toBe(row?.text);

    const token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/interviews/${applicationId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const [response] = res.json<Interview>().responses;
    expect(response?.transcription).toEqual({
      status: 'done',
      text: row?.text,
      segments,
      engine: 'moonshine',
      language: 'en',
      reason: null,
    });
  });

  it('is safe to run twice: one row, and a finished transcript is not made again', async () => {
    const { answerId } = await answerWith({ consent: true, wav: speechWav });
    const engine = counting(t.app.transcriber);
    await runTranscribeAnswer(deps(engine), answerId, { isLastAttempt: false });
    const [first] = await transcriptOf(answerId);
    await runTranscribeAnswer(deps(engine), answerId, { isLastAttempt: false });
    const rows = await transcriptOf(answerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toBe(first?.text);
    expect(engine.runs).toBe(1);
  });

  it('ends quietly, storing nothing, when the answer is erased while the engine runs', async () => {
    const { answerId } = await answerWith({ consent: true, wav: speechWav });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const inner = t.app.transcriber;
    const gated: Transcriber = {
      engine: inner.engine,
      available: () => inner.available(),
      transcribe: async (file) => {
        started();
        await gate;
        return inner.transcribe(file);
      },
    };
    const run = runTranscribeAnswer(deps(gated), answerId, { isLastAttempt: true });
    await running;
    // What the erasure's transaction does to an answer (modules/privacy/erasure.repository.ts).
    await t.database.db.deleteFrom('transcripts').where('answer_id', '=', answerId).execute();
    await t.database.db.deleteFrom('answers').where('id', '=', answerId).execute();
    release();
    await expect(run).resolves.toBeUndefined();
    expect(await transcriptOf(answerId)).toEqual([]);
  });

  it('never transcribes without consent, and does not even read the audio', async () => {
    const { answerId } = await answerWith({ consent: false });
    const engine = counting(t.app.transcriber);
    const result = await runTranscribeAnswer(deps(engine), answerId, { isLastAttempt: false });
    expect(result).toEqual({ status: 'unavailable', text: null });
    expect(engine.runs).toBe(0);
    const [row] = await transcriptOf(answerId);
    expect(row).toMatchObject({ status: 'unavailable', text: null, error: TRANSCRIPT_NOTES.noConsent });
  });

  it("says 'unavailable' (never an empty transcript) when no engine is installed", async () => {
    const { answerId } = await answerWith({ consent: true, wav: speechWav });
    await runTranscribeAnswer(deps(createNoneTranscriber()), answerId, { isLastAttempt: false });
    const [row] = await transcriptOf(answerId);
    expect(row).toMatchObject({
      status: 'unavailable',
      engine: 'none',
      text: null,
      error: TRANSCRIPT_NOTES.noEngine,
    });
  });

  it('never gives an answer in another language to an English-only engine, and says why', async () => {
    const { answerId, applicationId } = await answerWith({ consent: true, wav: speechWav });
    await t.database.db
      .updateTable('questionnaires')
      .set({ language: 'es' })
      .where('id', '=', questionnaireId)
      .execute();
    try {
      const engine = { ...counting(t.app.transcriber), englishOnly: true };
      const result = await runTranscribeAnswer(deps(engine), answerId, { isLastAttempt: false });
      expect(result).toEqual({ status: 'unavailable', text: null });
      const [row] = await transcriptOf(answerId);
      expect(row).toMatchObject({
        status: 'unavailable',
        language: 'es',
        text: null,
        error: TRANSCRIPT_NOTES.languageNotSupported,
      });

      const token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${applicationId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const interview = res.json<Interview>();
      expect(interview.responses[0]?.transcription).toMatchObject({
        status: 'unavailable',
        language: 'es',
        reason: TRANSCRIPT_NOTES.languageNotSupported,
      });
    } finally {
      await t.database.db
        .updateTable('questionnaires')
        .set({ language: 'en' })
        .where('id', '=', questionnaireId)
        .execute();
    }
  });

  it('marks a silent answer as silent instead of asking an engine to invent words', async () => {
    const { answerId } = await answerWith({ consent: true, wav: silenceWav });
    const engine = counting(t.app.transcriber);
    const result = await runTranscribeAnswer(deps(engine), answerId, { isLastAttempt: false });
    expect(result).toEqual({ status: 'done', text: '' });
    expect(engine.runs).toBe(0);
    const [row] = await transcriptOf(answerId);
    expect(row).toMatchObject({ status: 'done', text: '', segments: '[]', error: TRANSCRIPT_NOTES.silent });
  });

  it('rethrows an engine failure for the queue to retry, and records it as failed on the last attempt', async () => {
    const { answerId } = await answerWith({ consent: true, wav: speechWav });
    // A real binary that fails: the engine is "installed" but does not work.
    const broken = createPocketSphinxTranscriber({ binary: '/bin/false' });

    await expect(runTranscribeAnswer(deps(broken), answerId, { isLastAttempt: false })).rejects.toThrow(
      'pocketsphinx exited with 1',
    );
    expect(await transcriptOf(answerId)).toHaveLength(0);

    await expect(runTranscribeAnswer(deps(broken), answerId, { isLastAttempt: true })).rejects.toThrow();
    const [row] = await transcriptOf(answerId);
    expect(row).toMatchObject({ status: 'failed', text: null });
    expect(row?.error).toContain('pocketsphinx exited with 1');

    // A later success (a re-run by hand) replaces the failure.
    await runTranscribeAnswer(deps(), answerId, { isLastAttempt: false });
    expect((await transcriptOf(answerId))[0]?.status).toBe('done');
  });

  it('gives the channel the transcript when it is ready within a short wait, and pending otherwise', async () => {
    const quick = await answerWith({ consent: true, wav: speechWav });
    const ready = await transcribeAnswerNow(deps(), quick.answerId, 30_000);
    expect(ready.status).toBe('done');
    expect(wordErrorRate(ANSWER, ready.text ?? '')).toBeLessThanOrEqual(0.3);

    const slow = await answerWith({ consent: true, wav: speechWav });
    const engine = counting(t.app.transcriber);
    const waited = await transcribeAnswerNow(deps(engine), slow.answerId, 1);
    expect(waited).toEqual({ status: 'pending', text: null });
    // The queued job joins the run that is still going on in this process instead of starting another.
    const fromJob = await runTranscribeAnswer(deps(engine), slow.answerId, { isLastAttempt: false });
    expect(fromJob?.status).toBe('done');
    expect(engine.runs).toBe(1);
  });

  it('runs as the registered job through the queue', async () => {
    const { db, storage, transcriber, events } = deps();
    const others = {
      mailer: createMailer(t.config.mail, { db, log: t.app.log }),
      publicUrl: t.config.publicUrl,
      queue: t.app.queue,
      schedulerIntervalMs: t.config.schedulerIntervalMs,
      log: t.app.log,
      events,
      webhooks: t.config.integrations.webhooks,
      takes: createLocalTakeStore(`${t.dataDir}/staging`),
      media: createMediaTools(t.config.recording),
      workRoot: `${t.dataDir}/work`,
    };
    expect(createBackgroundJobs({ db, storage, transcriber, ...others }).map((j) => j.name)).toContain(
      'transcribe-answer',
    );
    expect(transcribeAnswerJob.payload.safeParse({ answerId: 42 }).success).toBe(false);

    // The app's own worker runs it, with the adapters buildApp gave its handlers.
    const { answerId } = await answerWith({ consent: true, wav: speechWav });
    await t.app.queue.enqueue(transcribeAnswerJob, { answerId });

    let status: string | undefined;
    await waitFor(
      async () => {
        status = (await transcriptOf(answerId))[0]?.status;
        return status === 'done';
      },
      { timeoutMs: 30_000, intervalMs: 100, message: () => `the transcript to be done (it is ${status})` },
    );
  });

  it('does nothing for an answer that no longer exists', async () => {
    const result = await runTranscribeAnswer(deps(), randomUUID(), { isLastAttempt: true });
    expect(result).toBeUndefined();
  });
});
