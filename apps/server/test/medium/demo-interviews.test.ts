import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewDetail, InterviewList } from '@vi/contracts';
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
const SPANISH_EMAIL = 'lucia.fernandez@example.com';

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
  // Errors only: when the demo cannot be recorded it logs why, and the assertion below says it.
  const errors: string[] = [];
  const startApp = async () => {
    const started = await buildApp({
      config: env.config,
      database,
      logStream: { write: (line) => errors.push(line) },
    });
    const prepared = await prepareDemo(started, env.config, (text) => printed.push(text));
    await started.ready();
    return { started, prepared };
  };

  beforeAll(async () => {
    env = createTestEnv(dialect, { DEMO_SEED: 'true', LOG_LEVEL: 'error' });
    database = await createDatabase(env.config.database);
    ({ started: app, prepared: demo } = await startApp());
    const result = await demo.recordInBackground();
    // "Ready" waits for the worker: every answer's media is made, so the printed links play.
    expect(result, [...printed, ...errors].join('')).toMatchObject({
      completed: 6,
      total: 6,
      reviewed: 5,
      processing: 0,
    });
    console.info(`demo interviews recorded in ${Math.round(result!.ms)} ms`);
    const media = await database.db.selectFrom('answers').select('media_status').execute();
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((a) => a.media_status === 'ready')).toBe(true);
  }, RECORDING_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await env?.cleanup();
  });

  it('completes six interviews of different applicants over three questionnaires and five jobs', async () => {
    const rows = await database.db
      .selectFrom('applications as a')
      .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
      .innerJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
      .select(['a.status', 'a.job_id', 'a.completed_at', 'p.email', 'q.content_type'])
      .where('a.status', '=', 'Completed')
      .execute();
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_RECORDED_INTERVIEWS.map((i) => i.email).sort());
    expect(new Set(rows.map((r) => r.content_type))).toEqual(new Set(['Audio', 'Video']));
    expect(new Set(rows.map((r) => r.job_id)).size).toBe(5);
    expect(rows.every((r) => r.completed_at !== null)).toBe(true);
    expect(printed.join('')).toContain('Demo interviews ready: 6 of 6 completed');
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
      expect(answers).toHaveLength(18);
      const media = createMediaTools(env.config.recording);
      const dir = await mkdtemp(path.join(tmpdir(), 'vi-demo-probe-'));
      try {
        for (const [i, answer] of answers.entries()) {
          expect(answer.status).toBe('finalized');
          expect(answer.media_key).toMatch(/^answers\/.+\.webm$/);
          expect(answer.audio_key).toMatch(/\.wav$/);
          expect(answer.duration_ms).toBeGreaterThan(1000);
          const isVideo = answer.content_type === 'Video';
          // Every answer has a picture: a video's first frame, an audio answer's waveform.
          expect(answer.thumbnail_key).toMatch(/\.jpg$/);
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
    'queues the real transcription of every answer: Moonshine writes the English ones',
    async () => {
      const available = await app.transcriber.available();
      const statuses = await waitFor(
        async () => {
          const rows = await database.db
            .selectFrom('transcripts as t')
            .innerJoin('answers as s', 's.id', 't.answer_id')
            .innerJoin('applications as a', 'a.id', 's.application_id')
            .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
            .select(['t.status', 't.text', 't.engine', 'p.email'])
            .execute();
          return rows.length === 18 && rows.every((r) => r.status !== 'pending') && rows;
        },
        { timeoutMs: RECORDING_TIMEOUT_MS, intervalMs: 500, message: 'every transcript to be written' },
      );
      // The Spanish answers are never given to an English-only engine (the Spanish interview's test).
      const english = statuses.filter((r) => r.email !== SPANISH_EMAIL);
      expect(english).toHaveLength(15);
      if (available) {
        expect(english.every((r) => r.status === 'done' && r.engine === 'moonshine')).toBe(true);
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
    'the Spanish interview: asked and answered in Spanish, playable, its transcript unavailable with the reason',
    async () => {
      const token = await createTokenService(env.config.jwt).sign({ companyId: 1, userId: 1 }, 600);
      const auth = { authorization: `Bearer ${token}` };
      // Found by the recruiter's search without the name's accent (docs/languages.md "Search").
      const found = await app.inject({
        url: '/api/v1/company/1/interviews?q=lucia%20FERNANDEZ',
        headers: auth,
      });
      expect(found.statusCode, found.body).toBe(200);
      const listed = found.json<InterviewList>().data;
      expect(listed.map((i) => i.applicantName)).toEqual(['Lucía Fernández']);
      expect(listed[0]).toMatchObject({ status: 'Completed', stage: 'in_review' });

      const detail = await app.inject({ url: `/api/v1/interviews/${listed[0]!.id}`, headers: auth });
      expect(detail.statusCode, detail.body).toBe(200);
      const interview = detail.json<InterviewDetail>();
      expect(interview.responses.map((r) => r.questionText)).toEqual([
        'Preséntate y cuéntanos tu experiencia en atención al cliente.',
        'Un cliente está molesto porque su robot dejó de funcionar. ¿Qué le dices primero?',
        '¿Por qué quieres trabajar en Northwind?',
      ]);
      const questionnaire = await database.db
        .selectFrom('questionnaires')
        .select(['language', 'content_type'])
        .where('name', '=', 'Entrevista de Atención al Cliente')
        .executeTakeFirstOrThrow();
      expect(questionnaire).toEqual({ language: 'es', content_type: 'Audio' });

      await waitFor(
        async () => {
          const again = await app.inject({ url: `/api/v1/interviews/${listed[0]!.id}`, headers: auth });
          return again.json<InterviewDetail>().responses.every((r) => r.transcription.status !== 'pending');
        },
        { timeoutMs: RECORDING_TIMEOUT_MS, intervalMs: 500, message: 'the Spanish transcripts' },
      );
      const final = (
        await app.inject({ url: `/api/v1/interviews/${listed[0]!.id}`, headers: auth })
      ).json<InterviewDetail>();
      for (const response of final.responses) {
        // Without TRANSCRIBE_URL no engine here transcribes Spanish: no words, and the reason.
        expect(response.transcription).toMatchObject({ status: 'unavailable', language: 'es' });
        expect(response.transcription.text ?? '').toBe('');
        expect(response.transcription.reason).toMatch(/not in English/);
        // Every answer plays: its media (Opus WebM, probed above) is served to the recruiter.
        expect(response.audioUrl).toBeTruthy();
        const media = await app.inject({ url: response.audioUrl!, headers: { ...auth, range: 'bytes=0-' } });
        expect([200, 206]).toContain(media.statusCode);
        expect(media.rawPayload.length).toBeGreaterThan(1000);
      }
    },
    RECORDING_TIMEOUT_MS,
  );

  it(
    'a second start on the same data adds nothing and records nothing again',
    async () => {
      const before = await counts(database);
      const files = await database.db.selectFrom('answers').select('media_key').execute();
      await app.close();
      printed.length = 0;
      ({ started: app, prepared: demo } = await startApp());
      expect(await demo.banner()).toContain(
        'Demo interviews: 6 completed, with recorded answers to review\n',
      );
      const again = await demo.recordInBackground();
      expect(again).toMatchObject({ completed: 6, total: 6, reviewed: 0 });
      expect(printed.join('')).not.toContain('Demo interviews ready');
      expect(await counts(database)).toEqual(before);
      expect(await database.db.selectFrom('answers').select('media_key').execute()).toEqual(files);
    },
    RECORDING_TIMEOUT_MS,
  );
});
