import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureServerBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { toBullmqJobId } from '../../src/infra/queue/bullmq-queue.js';
import { transcribeAnswerJob } from '../../src/background/transcribe-answer.job.js';
import { freePort, PROCESS_START_MS, runNode, type Running } from '../helpers/process.js';
import { has, parsePrometheus, sumOf } from '../helpers/prometheus.js';
import { waitFor } from '../helpers/wait-for.js';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestEnv } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { claimRedisDb, redisUrlFor, releaseRedisDb } from '../helpers/redis-db.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * `npm run worker` as an operator runs it: the compiled entry point in its own process, configured by
 * the environment only. It must migrate, take jobs from the database or Redis, and stop cleanly.
 */
const WORKER = path.join(ROOT as string, 'apps/server/dist/worker.js');
const REDIS_URL = process.env.TEST_REDIS_URL;

const run = (env: NodeJS.ProcessEnv): Running =>
  runNode(WORKER, { LOG_LEVEL: 'info', DEMO_SEED: 'false', ...env });

const isReady = (worker: Running) => (worker.stdout().includes('"msg":"worker ready"') ? true : undefined);

// A payload that is not JSON fails any job at once, so the handler never needs real data here.
const someJob = transcribeAnswerJob;
const untilStarted = { timeoutMs: PROCESS_START_MS, message: 'the worker to be ready' };
const untilTaken = { timeoutMs: PROCESS_START_MS, message: 'the worker to take the job' };

describe('the worker process', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vi-worker-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => {
    (ensureServerBuilt as () => void)();
  }, scaled(240_000));
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('on SQLite: migrates, takes a queued job from the database, and stops cleanly on SIGTERM', async () => {
    const dataDir = tmp();
    const worker = run({ DATA_DIR: dataDir });
    await waitFor(() => isReady(worker), untilStarted);
    expect(worker.stdout()).toContain('"queue":"embedded"');

    const file = path.join(dataDir, 'video-interviewer.db');
    const db = new SQLite(file);
    try {
      const id = randomUUID();
      const now = new Date().toISOString();
      db.prepare(
        `insert into background_jobs (id, name, payload, status, attempts, max_attempts, run_at, created_at, updated_at)
         values (?, ?, 'not json', 'queued', 0, 5, ?, ?, ?)`,
      ).run(id, someJob.name, now, now, now);
      const row = await waitFor(() => {
        const r = db
          .prepare('select status, attempts, last_error from background_jobs where id = ?')
          .get(id) as { status: string; attempts: number; last_error: string | null } | undefined;
        return r?.status === 'failed' ? r : undefined;
      }, untilTaken);
      expect(row).toEqual({ status: 'failed', attempts: 1, last_error: 'invalid payload: not JSON' });
    } finally {
      db.close();
    }

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.stdout()).toContain('worker shutting down');
    // A clean close checkpoints and removes the WAL: the database was closed, not abandoned.
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('serves its metrics on METRICS_PORT: queue depth read from the database, labelled worker', async () => {
    const dataDir = tmp();
    const port = await freePort();
    const worker = run({ DATA_DIR: dataDir, METRICS_PORT: String(port) });
    await waitFor(() => isReady(worker), untilStarted);
    const db = new SQLite(path.join(dataDir, 'video-interviewer.db'));
    try {
      const now = new Date().toISOString();
      const later = new Date(Date.now() + 3_600_000).toISOString();
      db.prepare(
        `insert into background_jobs (id, name, payload, status, attempts, max_attempts, run_at, created_at, updated_at)
         values (?, ?, '{}', 'queued', 0, 5, ?, ?, ?)`,
      ).run(randomUUID(), someJob.name, later, now, now);
    } finally {
      db.close();
    }
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const samples = parsePrometheus(await response.text());
    expect(
      sumOf(samples, 'vi_queue_depth', { job_type: someJob.name, state: 'delayed', process: 'worker' }),
    ).toBe(1);
    // The process's own figures, labelled: its CPU counters count from when the metrics were made, and the
    // kernel charges CPU by the clock tick, so a worker this idle may show 0 there (CI once did).
    expect(has(samples, 'process_cpu_user_seconds_total', { process: 'worker' })).toBe(true);
    expect(sumOf(samples, 'process_resident_memory_bytes', { process: 'worker' })).toBeGreaterThan(0);
    expect(sumOf(samples, 'process_start_time_seconds', { process: 'worker' })).toBeGreaterThan(0);

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('refuses to start with a bad setting and names it', async () => {
    const worker = run({ DATA_DIR: tmp(), WORKER_CONCURRENCY: '0' });
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain('WORKER_CONCURRENCY');
  });

  // BullMQ needs a real Redis; CI sets TEST_REDIS_URL. Without it this case is reported as skipped.
  it.skipIf(!REDIS_URL)(
    `with REDIS_URL: consumes the BullMQ queue and stops on SIGINT${REDIS_URL ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    async () => {
      const redisDb = await claimRedisDb(REDIS_URL!, 'worker-test');
      const redisUrl = redisUrlFor(REDIS_URL!, redisDb);
      // One machine: the data folder is this worker's only (declared, as a shared queue requires).
      const worker = run({ DATA_DIR: tmp(), REDIS_URL: redisUrl, RECORDING_TAKE_STORE: 'local' });
      const inspector = new Queue('vi-jobs', { connection: { url: redisUrl } });
      const jobId = toBullmqJobId(`worker-process-test-${randomUUID()}`);
      try {
        await waitFor(() => isReady(worker), untilStarted);
        expect(worker.stdout()).toContain('"queue":"bullmq"');
        // Shaped for no job at all: fails validation in any worker, so nothing real is touched.
        await inspector.add(someJob.name, { notAPayload: true }, { jobId, attempts: 1 });
        const state = await waitFor(async () => {
          const s = await inspector.getJobState(jobId);
          return s === 'failed' ? s : undefined;
        }, untilTaken);
        expect(state).toBe('failed');
        expect((await inspector.getJob(jobId))?.failedReason).toContain('invalid payload');
      } finally {
        await inspector.remove(jobId).catch(() => 0);
        await inspector.close();
        worker.child.kill('SIGINT');
      }
      expect(await worker.exited).toBe(0);
      await releaseRedisDb(REDIS_URL!, redisDb);
    },
  );

  // Media off the submit path (decision 0022): an API process that runs no jobs records the answer; the worker process makes its media.
  it.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)(
    `with REDIS_URL and PostgreSQL: makes the media of an answer submitted to an API process${
      REDIS_URL && process.env.TEST_DATABASE_URL
        ? ''
        : ' (skipped: TEST_REDIS_URL or TEST_DATABASE_URL is not set)'
    }`,
    async () => {
      // A Redis database of its own: server and worker processes have no key prefix (helpers/redis-db.ts).
      const redisDb = await claimRedisDb(REDIS_URL!, 'worker-test');
      const redisUrl = redisUrlFor(REDIS_URL!, redisDb);
      const env = createTestEnv('postgres', {
        REDIS_URL: redisUrl,
        RUN_WORKER: 'false',
        TRANSCRIBE_ENGINE: 'none',
      });
      const database = await createDatabase(env.config.database);
      const api = await buildApp({ config: env.config, database, logger: false });
      const db = database.db;
      // The same installation: the same database schema, Redis, data folder (staging and media).
      const worker = run({
        DATA_DIR: env.dataDir,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        DATABASE_SCHEMA: env.config.database.dialect === 'postgres' ? env.config.database.schema : undefined,
        REDIS_URL: redisUrl,
        // The API's data folder is the worker's: declared, so the worker may run on a shared queue.
        RECORDING_TAKE_STORE: 'local',
        TRANSCRIBE_ENGINE: 'none',
      });
      try {
        await api.ready();
        const base = (await api.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
        await waitFor(() => isReady(worker), untilStarted);
        const { companyId, userId } = await createCompany(db);
        const jobId = await createJob(db, companyId);
        const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
          contentType: 'Video',
          questions: ['Only question?'],
        });
        const { guid } = await createApplication(db, companyId, jobId, questionnaireId);
        const dir = tmp();
        const video = await makeVideoWebm(path.join(dir, 'answer.webm'), { seconds: 2 });
        const client = await RecordingClient.connect(base, 'video');
        const { started, uploadComplete } = await client.recordAnswer(
          metadataFor(guid, questionIds[0]!, { isLastQuestion: true, totalQuestions: 1 }),
          splitIntoChunks(video, 2),
        );
        await client.close();
        expect(uploadComplete.mediaStatus).toBe('processing');
        const answer = await processedAnswer(db, started.recordingId, {
          status: 'ready',
          timeoutMs: PROCESS_START_MS,
        });
        expect(answer.duration_ms).toBeGreaterThan(1500);
        for (const key of [answer.media_key, answer.audio_key!, answer.thumbnail_key!])
          expect((await api.storage.stat(key))?.size).toBeGreaterThan(0);
        // The worker logs it once its job has returned, just after the answer's row says ready.
        await waitFor(() => worker.stdout().includes('answer media ready'), {
          message: "the worker's 'answer media ready' line",
        });
      } finally {
        worker.child.kill('SIGTERM');
        await worker.exited;
        await api.close();
        await database.destroy();
        await env.cleanup();
        await releaseRedisDb(REDIS_URL!, redisDb);
      }
    },
  );
});
