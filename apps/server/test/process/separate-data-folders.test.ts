import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureServerBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestEnv, type TestEnv } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { PROCESS_START_MS, runNode, type Running } from '../helpers/process.js';
import { claimRedisDb, redisUrlFor, releaseRedisDb } from '../helpers/redis-db.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { startS3rver, type S3rverFixture } from '../s3rver-fixture.js';
import { scaled } from '../helpers/time-scale.js';

const WORKER = path.join(ROOT as string, 'apps/server/dist/worker.js');
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const REDIS_URL = process.env.TEST_REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const NOT_BYTES = 'no bytes were received';

/**
 * Two nodes of one installation on one PostgreSQL and one Redis (the queue shared), each with its own
 * DATA_DIR: API node A records the answer, the worker process (another machine, as far as disks go)
 * takes its media job. A take the worker cannot see is never turned into "the applicant sent nothing":
 * the unsafe configuration does not start, the safe one (RECORDING_TAKE_STORE=shared) makes the media,
 * and a wrong declaration leaves the answer processing with a log line naming the fix
 * (docs/deployment.md, "Recording takes").
 */
describe.skipIf(!REDIS_URL || !PG_URL)(
  `two nodes with separate data folders on one PostgreSQL and Redis${REDIS_URL && PG_URL ? '' : ' (skipped: TEST_REDIS_URL or TEST_DATABASE_URL is not set)'}`,
  () => {
    const dirs: string[] = [];
    const tmp = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'vi-two-nodes-'));
      dirs.push(dir);
      return dir;
    };
    let s3: S3rverFixture;
    let redisDb: number;
    let redisUrl: string;
    let video: Buffer;
    const s3Env = (): Record<string, string> => ({
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });

    beforeAll(async () => {
      (ensureServerBuilt as () => void)();
      s3 = await startS3rver();
      redisDb = await claimRedisDb(REDIS_URL!, 'two-nodes-test');
      redisUrl = redisUrlFor(REDIS_URL!, redisDb);
      video = await makeVideoWebm(path.join(tmp(), 'answer.webm'), { seconds: 2 });
    }, scaled(240_000));
    afterAll(async () => {
      await s3?.close();
      if (redisDb !== undefined) await releaseRedisDb(REDIS_URL!, redisDb);
      dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
    });

    /** Node A: an API process that runs no jobs, with its own DATA_DIR. */
    async function startNodeA(settings: Record<string, string>) {
      const env = createTestEnv('postgres', {
        REDIS_URL: redisUrl,
        RUN_WORKER: 'false',
        TRANSCRIBE_ENGINE: 'none',
        ...settings,
      });
      const database = await createDatabase(env.config.database);
      const app = await buildApp({ config: env.config, database, logger: false });
      const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
      return { env, database, app, base };
    }

    /** The worker: its own process and its own DATA_DIR, on node A's database schema and Redis. */
    function startWorker(env: TestEnv, settings: Record<string, string>): Running & { dataDir: string } {
      const dataDir = tmp();
      const schema = env.config.database.dialect === 'postgres' ? env.config.database.schema : undefined;
      const worker = runNode(WORKER, {
        LOG_LEVEL: 'info',
        DEMO_SEED: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: PG_URL,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl,
        TRANSCRIBE_ENGINE: 'none',
        ...settings,
      });
      return { ...worker, dataDir };
    }

    async function recordOnA(database: Database, base: string) {
      const db = database.db;
      const { companyId, userId } = await createCompany(db);
      const jobId = await createJob(db, companyId);
      const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
        contentType: 'Video',
        questions: ['Only question?'],
      });
      const { guid } = await createApplication(db, companyId, jobId, questionnaireId);
      const client = await RecordingClient.connect(base, 'video');
      const { started, uploadComplete } = await client.recordAnswer(
        metadataFor(guid, questionIds[0]!, { isLastQuestion: true, totalQuestions: 1 }),
        splitIntoChunks(video, 2),
      );
      await client.close();
      expect(uploadComplete.mediaStatus).toBe('processing');
      return started.recordingId;
    }

    const attemptOf = (database: Database, attemptId: string) =>
      database.db
        .selectFrom('answer_attempts')
        .select(['status', 'bytes'])
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow();

    it('refuses to start a worker, or an API node running jobs, with the local take store and no declaration', async () => {
      const env = { DATABASE_URL: PG_URL, REDIS_URL: redisUrl, DEMO_SEED: 'false', LOG_LEVEL: 'warn' };
      const worker = runNode(WORKER, { ...env, DATA_DIR: tmp() });
      const api = runNode(MAIN, {
        ...env,
        DATA_DIR: tmp(),
        PORT: '0',
        HOST: '127.0.0.1',
        RUN_WORKER: 'true',
      });
      for (const refused of [worker, api]) {
        expect(await refused.exited).toBe(1);
        expect(refused.stderr()).toContain('RECORDING_TAKE_STORE=shared');
        expect(refused.stderr()).toContain('only this machine sees');
      }
    });

    it('with RECORDING_TAKE_STORE=shared: the worker that cannot see A’s disk makes the media of A’s answer', async () => {
      const a = await startNodeA({ ...s3Env(), RECORDING_TAKE_STORE: 'shared' });
      const worker = startWorker(a.env, { ...s3Env(), RECORDING_TAKE_STORE: 'shared' });
      try {
        expect(worker.dataDir).not.toBe(a.env.dataDir);
        await waitFor(() => (worker.stdout().includes('"msg":"worker ready"') ? true : undefined), {
          timeoutMs: PROCESS_START_MS,
          message: 'the worker to be ready',
        });
        const attemptId = await recordOnA(a.database, a.base);
        const answer = await processedAnswer(a.database.db, attemptId, {
          status: 'ready',
          timeoutMs: PROCESS_START_MS,
        });
        expect(answer.media_error).toBeNull();
        expect(answer.duration_ms).toBeGreaterThan(1500);
        expect((await attemptOf(a.database, attemptId)).status).not.toBe('failed');
        // The worker logs it once the row is committed, so the line can reach its pipe a moment later.
        await waitFor(() => (worker.stdout().includes('answer media ready') ? true : undefined), {
          timeoutMs: PROCESS_START_MS,
          message: 'the worker to say it made the media',
        });
        expect(worker.stdout()).not.toContain(NOT_BYTES);
      } finally {
        worker.child.kill('SIGTERM');
        await worker.exited;
        await a.app.close();
        await a.database.destroy();
        await a.env.cleanup();
      }
    });

    it(
      'with RECORDING_TAKE_STORE=local declared though the folders are separate: the answer stays processing, never failed',
      async () => {
        const a = await startNodeA({ RECORDING_TAKE_STORE: 'local' });
        // The operator declared a shared data folder that is not: the worker's DATA_DIR is its own.
        const worker = startWorker(a.env, { RECORDING_TAKE_STORE: 'local' });
        try {
          await waitFor(() => (worker.stdout().includes('"msg":"worker ready"') ? true : undefined), {
            timeoutMs: PROCESS_START_MS,
            message: 'the worker to be ready',
          });
          const attemptId = await recordOnA(a.database, a.base);
          // The take is on A's disk, not the worker's.
          expect(
            readdirSync(path.join(a.env.dataDir, 'staging'), { recursive: true }).length,
          ).toBeGreaterThan(0);
          // Every try of the media job (the queue's backoff: about 15 s in all) finds no take and says so.
          await waitFor(
            () => (worker.stdout().includes('the take is not on this worker') ? true : undefined),
            {
              timeoutMs: 45_000,
              message: 'the worker to give up on a take it cannot see',
            },
          );
          expect(worker.stdout()).toContain('RECORDING_TAKE_STORE=shared');
          expect(worker.stdout()).not.toContain(NOT_BYTES);
          const answer = await a.database.db
            .selectFrom('answers')
            .select(['media_status', 'media_error'])
            .where('attempt_id', '=', attemptId)
            .executeTakeFirstOrThrow();
          expect(answer).toEqual({ media_status: 'processing', media_error: null });
          const attempt = await attemptOf(a.database, attemptId);
          expect(attempt.status).not.toBe('failed');
          expect(Number(attempt.bytes)).toBe(video.length);
        } finally {
          worker.child.kill('SIGTERM');
          await worker.exited;
          await a.app.close();
          await a.database.destroy();
          await a.env.cleanup();
        }
      },
      scaled(90_000),
    );
  },
);
