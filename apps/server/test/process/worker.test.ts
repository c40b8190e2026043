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
import { PROCESS_START_MS, runNode, type Running } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';

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
  }, 240_000);
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

  it('refuses to start with a bad setting and names it', async () => {
    const worker = run({ DATA_DIR: tmp(), WORKER_CONCURRENCY: '0' });
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain('WORKER_CONCURRENCY');
  });

  // BullMQ needs a real Redis; CI sets TEST_REDIS_URL. Without it this case is reported as skipped.
  it.skipIf(!REDIS_URL)(
    `with REDIS_URL: consumes the BullMQ queue and stops on SIGINT${REDIS_URL ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    async () => {
      const worker = run({ DATA_DIR: tmp(), REDIS_URL });
      const inspector = new Queue('vi-jobs', { connection: { url: REDIS_URL } });
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
    },
  );
});
