import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import { createErasureService } from '../../src/modules/privacy/erasure.service.js';
import { createRecordingRules } from '../../src/modules/recordings/recording.service.js';
import { createTakeStore } from '../../src/modules/recordings/take-store/create-take-store.js';
import { createSharedTakeStore } from '../../src/modules/recordings/take-store/shared-take-store.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { startS3rver, type S3rverFixture } from '../s3rver-fixture.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { scaled } from '../helpers/time-scale.js';

const media = createMediaTools({ ffmpegPath: undefined, ffprobePath: undefined });
const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-shared-takes-'));
const SECONDS = 4;
let video: Buffer;
let videoChunks: Buffer[];

beforeAll(async () => {
  video = await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: SECONDS });
  videoChunks = splitIntoChunks(video, SECONDS + 2);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

interface Node {
  env: TestEnv;
  app: FastifyInstance;
  database: Database;
  base: string;
}

/**
 * Two API nodes as the scaled mode runs them (docs/decisions/0021-shared-takes.md): each with its own DATA_DIR (neither can
 * read the other's files), one database, one bucket. A take begun on A is resumed and submitted on B.
 */
describe.each(DIALECTS)('recording on two nodes with shared takes (%s)', (dialect) => {
  let s3: S3rverFixture;
  let a: Node;
  let b: Node;

  async function startNode(shared: Record<string, string>): Promise<Node> {
    const env = createTestEnv(dialect, { TRANSCRIBE_ENGINE: 'none', ...shared });
    const database = await createDatabase(env.config.database);
    const app = await buildApp({ config: env.config, database, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { env, app, database, base: address.replace(/^http/, 'ws') };
  }

  beforeAll(async () => {
    s3 = await startS3rver();
    const storage = {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const schema = `t_${randomBytes(6).toString('hex')}`;
    a = await startNode({ ...storage, ...(dialect === 'postgres' ? { DATABASE_SCHEMA: schema } : {}) });
    const database: Record<string, string> =
      dialect === 'postgres'
        ? { DATABASE_SCHEMA: schema }
        : { DATABASE_URL: `sqlite:${path.join(a.env.dataDir, 'video-interviewer.db')}` };
    b = await startNode({ ...storage, ...database });
    expect(a.env.config.recording.takeStore).toBe('shared');
    expect(b.env.dataDir).not.toBe(a.env.dataDir);
  });
  afterAll(async () => {
    for (const node of [b, a]) {
      await node?.app.close();
      await node?.database.destroy();
    }
    await a?.env.cleanup();
    rmSync(b?.env.dataDir ?? fixtures, { recursive: true, force: true });
    await s3?.close();
  });

  async function newInterview() {
    const db = a.database.db;
    const { companyId, userId } = await createCompany(db);
    const jobId = await createJob(db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
      contentType: 'Video',
    });
    const application = await createApplication(db, companyId, jobId, questionnaireId);
    return { ...application, metadata: metadataFor(application.guid, questionIds[0]!) };
  }

  /** The take's bytes as the shared store holds them (what submit hands to ffmpeg). */
  async function takeBytes(attemptId: string): Promise<Buffer | null> {
    const take = await a.database.db
      .selectFrom('answer_attempts')
      .select(['id', 'application_id', 'staging_path'])
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const store = createSharedTakeStore({
      db: a.database.db,
      dialect: a.database.dialect,
      storage: s3.storage,
      owner: 'test',
    });
    const file = await store.materialize(take, mkdtempSync(path.join(fixtures, 'take-')));
    return file ? readFile(file) : null;
  }

  /** What the database holds as the take's size, and the attempt's status. */
  function attemptSize(attemptId: string) {
    return a.database.db
      .selectFrom('answer_attempts')
      .select(['chunks', 'bytes', 'status'])
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
  }

  async function storedDuration(node: Node, key: string): Promise<number | null> {
    const object = await node.app.storage.get(key);
    const parts: Buffer[] = [];
    for await (const part of object!.stream) parts.push(part as Buffer);
    const file = path.join(fixtures, `stored-${path.basename(path.dirname(key))}.webm`);
    await writeFile(file, Buffer.concat(parts));
    return (await media.probe(file)).durationSeconds;
  }

  it(
    'resumes on B a take begun on A after the connection dropped, and submits it there, byte-exact',
    async () => {
      const interview = await newInterview();
      const onA = await RecordingClient.connect(a.base, 'video');
      const started = await onA.start(interview.metadata);
      const acked = await onA.sendChunks(videoChunks.slice(0, 3));
      await onA.terminate();

      const onB = await RecordingClient.connect(b.base, 'video');
      const resumed = await onB.resume(interview.metadata, started.recordingId);
      expect(resumed).toMatchObject({ resumed: true, chunks: 3, bytes: acked.at(-1)!.bytes });
      await onB.sendChunks(videoChunks);
      expect((await takeBytes(started.recordingId))?.equals(video)).toBe(true);
      const { answerSubmitted } = await onB.finish();
      expect(answerSubmitted.questionId).toBe(interview.metadata.questionId);
      // The media job (docs/decisions/0022-media-off-the-submit-path.md) reads the take from the shared store after the reply.
      const answer = await processedAnswer(b.database.db, started.recordingId, { status: 'ready' });
      expect((answer.duration_ms ?? 0) / 1000).toBeCloseTo(SECONDS, 0);
      expect(await storedDuration(b, answer.media_key)).toBeCloseTo(SECONDS, 0);
      // Submitted: the take's chunks are gone from the bucket and the database.
      expect(await s3.storage.list(`takes/${interview.applicationId}/`)).toEqual([]);
      await onB.close();
    },
    scaled(60_000),
  );

  it(
    "closes A's stale connection with 4009 when it writes after B took over; its bytes never enter the take",
    async () => {
      const interview = await newInterview();
      const onA = await RecordingClient.connect(a.base, 'video');
      const started = await onA.start(interview.metadata);
      await onA.sendChunks(videoChunks.slice(0, 2));

      // The applicant's browser gave up on A (a half-open connection A still holds) and resumed on B.
      const onB = await RecordingClient.connect(b.base, 'video');
      expect((await onB.resume(interview.metadata, started.recordingId)).chunks).toBe(2);
      await onB.sendChunk(videoChunks[2]!);

      onA.sendBinary(Buffer.from('bytes from the node that lost the take'));
      expect((await onA.closed).code).toBe(RECORDING_CLOSE_CODES.resumedElsewhere);
      expect(onA.messages.filter((m) => m.type === 'ack')).toHaveLength(2);

      await onB.sendChunks(videoChunks);
      expect((await takeBytes(started.recordingId))?.equals(video)).toBe(true);
      await onB.finish();
      const answer = await processedAnswer(b.database.db, started.recordingId, { status: 'ready' });
      expect((answer.duration_ms ?? 0) / 1000).toBeCloseTo(SECONDS, 0);
      await onB.close();
    },
    scaled(60_000),
  );

  it(
    'submits a take its connection wrote from what that connection knows, reading nothing back',
    async () => {
      const interview = await newInterview();
      const client = await RecordingClient.connect(a.base, 'video');
      const { recordingId } = await client.start(interview.metadata);
      await client.sendChunks(videoChunks);
      // A take's head is read with a byte range (the media job reads whole objects).
      const get = vi.spyOn(a.app.storage, 'get');
      try {
        await client.finish();
        expect(get.mock.calls.filter(([, range]) => range !== undefined)).toEqual([]);
      } finally {
        get.mockRestore();
      }
      expect(await attemptSize(recordingId)).toEqual({
        chunks: videoChunks.length,
        bytes: video.length,
        status: 'finalized',
      });
      const answer = await processedAnswer(a.database.db, recordingId, { status: 'ready' });
      expect((answer.duration_ms ?? 0) / 1000).toBeCloseTo(SECONDS, 0);
      await client.close();
    },
    scaled(60_000),
  );

  it(
    'reads the take back when another node moved it on after the submitting connection last wrote',
    async () => {
      const interview = await newInterview();
      const onA = await RecordingClient.connect(a.base, 'video');
      const { recordingId } = await onA.start(interview.metadata);
      await onA.sendChunks(videoChunks.slice(0, 2));
      // B takes the take over and records the rest; A, never told, still believes it holds two chunks.
      const onB = await RecordingClient.connect(b.base, 'video');
      expect((await onB.resume(interview.metadata, recordingId)).chunks).toBe(2);
      await onB.sendChunks(videoChunks);
      await onB.terminate();

      const { answerSubmitted } = await onA.finish();
      expect(answerSubmitted.questionId).toBe(interview.metadata.questionId);
      expect(await attemptSize(recordingId)).toMatchObject({
        chunks: videoChunks.length,
        bytes: video.length,
      });
      const answer = await processedAnswer(a.database.db, recordingId, { status: 'ready' });
      expect((answer.duration_ms ?? 0) / 1000).toBeCloseTo(SECONDS, 0);
      await onA.close();
    },
    scaled(60_000),
  );

  it(
    "removes an abandoned take's objects in the resume-window sweep, and an erased interview's takes",
    async () => {
      const takes = createTakeStore({ config: b.env.config, db: b.database.db, storage: b.app.storage });
      const started = await Promise.all(
        [await newInterview(), await newInterview()].map(async (interview) => {
          const client = await RecordingClient.connect(a.base, 'video');
          const { recordingId } = await client.start(interview.metadata);
          await client.sendChunks(videoChunks.slice(0, 2));
          await client.terminate();
          return { interview, recordingId };
        }),
      );
      const [abandoned, erased] = started as [(typeof started)[0], (typeof started)[0]];
      const folder = (s: typeof abandoned) => `takes/${s.interview.applicationId}/${s.recordingId}/`;
      for (const s of started) expect(await s3.storage.list(folder(s))).toHaveLength(2);

      await b.database.db
        .updateTable('answer_attempts')
        .set({ updated_at: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', abandoned.recordingId)
        .execute();
      const rules = createRecordingRules({
        db: b.database.db,
        log: b.app.log,
        takes,
        resumeWindowMs: 30_000,
        live: { release: async () => undefined },
      });
      expect(await rules.sweepAbandoned()).toBeGreaterThanOrEqual(1);
      expect(await s3.storage.list(folder(abandoned))).toEqual([]);

      const erasure = createErasureService({
        db: b.database.db,
        storage: b.app.storage,
        queue: b.app.queue,
        events: b.app.companyEvents,
        log: b.app.log,
        takes,
      });
      await erasure.erase(erased.interview.applicationId, { reason: 'applicant_request' });
      expect(await s3.storage.list(`takes/${erased.interview.applicationId}/`)).toEqual([]);
      const rows = await b.database.db
        .selectFrom('take_chunks')
        .select('attempt_id')
        .where('attempt_id', 'in', [abandoned.recordingId, erased.recordingId])
        .execute();
      expect(rows).toEqual([]);
    },
    scaled(60_000),
  );
});
