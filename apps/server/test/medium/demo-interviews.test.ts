import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import { createMediaTools } from '../../src/infra/media/ffmpeg.js';
import { createTokenService } from '../../src/modules/auth/token.service.js';
import { DEMO_RECORDED_INTERVIEWS } from '../../src/modules/demo/demo-interviews-data.js';
import { prepareDemo, type DemoStart } from '../../src/modules/demo/demo-start.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';
import { waitFor } from '../helpers/wait-for.js';

/**
 * The demo's completed interviews, made the way `npm start` makes them: seeded, then recorded through
 * the recording services with real flite speech and ffmpeg pictures, then reviewed by the demo team.
 */
const RECORDING_TIMEOUT_MS = 240_000;

/** Row counts that a second start must leave exactly as they were. */
async function counts(database: Database) {
  const count = async (table: keyof DB) => {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(
      database.db,
    );
    return Number(rows[0]?.n);
  };
  return {
    companies: await count('companies'),
    applicants: await count('applicants'),
    applications: await count('applications'),
    attempts: await count('answer_attempts'),
    answers: await count('answers'),
    transcripts: await count('transcripts'),
    reviews: await count('interview_reviews'),
    notes: await count('interview_notes'),
    activity: await count('interview_activity'),
  };
}

describe.each(DIALECTS)('the demo with completed interviews (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;
  let app: FastifyInstance;
  let demo: DemoStart;
  const printed: string[] = [];
  const startApp = async () => {
    const started = await buildApp({ config: env.config, database, logger: false });
    const prepared = await prepareDemo(started, env.config, (text) => printed.push(text));
    await started.ready();
    return { started, prepared };
  };

  beforeAll(async () => {
    env = createTestEnv(dialect, { DEMO_SEED: 'true' });
    database = await createDatabase(env.config.database);
    ({ started: app, prepared: demo } = await startApp());
    const result = await demo.recordInBackground();
    // "Ready" waits for the worker: every answer's media is made, so the printed links play.
    expect(result).toMatchObject({ completed: 5, total: 5, reviewed: 4, processing: 0 });
    const media = await database.db.selectFrom('answers').select('media_status').execute();
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((a) => a.media_status === 'ready')).toBe(true);
  }, RECORDING_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await env?.cleanup();
  });

  it('completes five interviews of different applicants over two questionnaires and four jobs', async () => {
    const rows = await database.db
      .selectFrom('applications as a')
      .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
      .innerJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
      .select(['a.status', 'a.job_id', 'a.completed_at', 'p.email', 'q.content_type'])
      .where('a.status', '=', 'Completed')
      .execute();
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_RECORDED_INTERVIEWS.map((i) => i.email).sort());
    expect(new Set(rows.map((r) => r.content_type))).toEqual(new Set(['Audio', 'Video']));
    expect(new Set(rows.map((r) => r.job_id)).size).toBe(4);
    expect(rows.every((r) => r.completed_at !== null)).toBe(true);
    expect(printed.join('')).toContain('Demo interviews ready: 5 of 5 completed');
  });

  it(
    'stores what a recording leaves: playable WebM, 16 kHz WAV and, for video, a thumbnail',
    async () => {
      // The media of each answer is made by the process-answer-media job after its submit (docs/decisions/0022-media-off-the-submit-path.md).
      await waitFor(
        async () =>
          (
            await database.db
              .selectFrom('answers')
              .select('id')
              .where('media_status', '=', 'processing')
              .execute()
          ).length === 0,
        { timeoutMs: 120_000, message: 'the demo answers’ media jobs' },
      );
      const answers = await database.db
        .selectFrom('answers as s')
        .innerJoin('answer_attempts as t', 't.id', 's.attempt_id')
        .select([
          's.media_key',
          's.audio_key',
          's.thumbnail_key',
          's.duration_ms',
          't.content_type',
          't.status',
        ])
        .execute();
      expect(answers).toHaveLength(15);
      const media = createMediaTools(env.config.recording);
      const dir = await mkdtemp(path.join(tmpdir(), 'vi-demo-probe-'));
      try {
        for (const [i, answer] of answers.entries()) {
          expect(answer.status).toBe('finalized');
          expect(answer.media_key).toMatch(/^answers\/.+\.webm$/);
          expect(answer.audio_key).toMatch(/\.wav$/);
          expect(answer.duration_ms).toBeGreaterThan(1000);
          const isVideo = answer.content_type === 'Video';
          expect(answer.thumbnail_key === null).toBe(!isVideo);
          for (const key of [answer.media_key, answer.audio_key, answer.thumbnail_key]) {
            if (key) expect((await app.storage.stat(key))?.size).toBeGreaterThan(0);
          }
          const file = path.join(dir, `${i}.webm`);
          const stored = await app.storage.get(answer.media_key);
          await pipeline(stored!.stream, createWriteStream(file));
          const probe = await media.probe(file);
          expect(probe.durationSeconds).toBeGreaterThan(1);
          expect(probe.hasAudio).toBe(true);
          expect(probe.hasVideo).toBe(isVideo);
          expect(probe.audioCodec).toBe('opus');
          if (isVideo) expect(probe.videoCodec).toBe('vp8');
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    RECORDING_TIMEOUT_MS,
  );

  it(
    'queues the real transcription of every answer: PocketSphinx writes them when installed',
    async () => {
      const available = await app.transcriber.available();
      const statuses = await waitFor(
        async () => {
          const rows = await database.db
            .selectFrom('transcripts')
            .select(['status', 'text', 'engine'])
            .execute();
          return rows.length === 15 && rows.every((r) => r.status !== 'pending') && rows;
        },
        { timeoutMs: RECORDING_TIMEOUT_MS, intervalMs: 500, message: 'every transcript to be written' },
      );
      if (available) {
        expect(statuses.every((r) => r.status === 'done' && r.engine === 'pocketsphinx')).toBe(true);
        const token = await createTokenService(env.config.jwt).sign({ companyId: 1, userId: 1 }, 600);
        const found = await app.inject({
          url: '/api/v1/company/1/interviews?q=warehouse',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(found.statusCode).toBe(200);
        // "warehouse" is spoken in Maya Chen's first answer and in no other.
        const maya = await database.db
          .selectFrom('applications as a')
          .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
          .select('a.id')
          .where('p.email', '=', 'maya.chen@example.com')
          .executeTakeFirstOrThrow();
        expect(found.json<{ data: { id: string }[] }>().data.map((i) => i.id)).toEqual([maya.id]);
      } else {
        expect(statuses.every((r) => r.status === 'unavailable')).toBe(true);
      }
    },
    RECORDING_TIMEOUT_MS,
  );

  it('adds two recruiters’ reviews, notes (one pinned to a moment) and four different stages', async () => {
    const rows = await database.db
      .selectFrom('applications as a')
      .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
      .select(['a.id', 'a.stage', 'p.email'])
      .where('a.status', '=', 'Completed')
      .execute();
    expect(new Set(rows.map((r) => r.stage))).toEqual(
      new Set(['new', 'in_review', 'shortlisted', 'rejected']),
    );
    const maya = rows.find((r) => r.email === 'maya.chen@example.com')!;
    expect(maya.stage).toBe('shortlisted');
    const reviews = await database.db
      .selectFrom('interview_reviews')
      .select(['reviewer_user_id', 'overall', 'ratings'])
      .where('application_id', '=', maya.id)
      .orderBy('reviewer_user_id')
      .execute();
    expect(reviews.map((r) => [r.reviewer_user_id, r.overall])).toEqual([
      [1, 5],
      [2, 4],
    ]);
    expect(JSON.parse(reviews[0]!.ratings)).toHaveLength(3);
    const notes = await database.db
      .selectFrom('interview_notes')
      .select(['question_key', 'at_ms', 'author_user_id'])
      .where('application_id', '=', maya.id)
      .orderBy('created_at')
      .execute();
    expect(notes).toEqual([
      { question_key: 'question-1', at_ms: 2000, author_user_id: 1 },
      { question_key: null, at_ms: null, author_user_id: 2 },
    ]);
    const activity = await database.db
      .selectFrom('interview_activity')
      .select('type')
      .where('application_id', '=', maya.id)
      .execute();
    expect(new Set(activity.map((a) => a.type))).toEqual(new Set(['rated', 'noted', 'stage_changed']));
  });

  it(
    'a second start on the same data adds nothing and records nothing again',
    async () => {
      const before = await counts(database);
      const files = await database.db.selectFrom('answers').select('media_key').execute();
      await app.close();
      printed.length = 0;
      ({ started: app, prepared: demo } = await startApp());
      expect(await demo.banner()).toContain('Demo interviews: 5 completed, with recorded answers to review');
      const again = await demo.recordInBackground();
      expect(again).toMatchObject({ completed: 5, total: 5, reviewed: 0 });
      expect(printed.join('')).not.toContain('Demo interviews ready');
      expect(await counts(database)).toEqual(before);
      expect(await database.db.selectFrom('answers').select('media_key').execute()).toEqual(files);
    },
    RECORDING_TIMEOUT_MS,
  );
});
