import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, Interview, InterviewDetail, InterviewList } from '@vi/contracts';
import type { DB, TranscriptTable } from '../../src/db/schema.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

interface AnswerInput {
  questionKey: string;
  questionText: string;
  position: number;
  contentType: 'Audio' | 'Video';
  audio?: boolean;
  thumbnail?: boolean;
  durationMs?: number | null;
}

/** An attempt and the answer it became, with the keys these tests look for. */
async function insertAnswer(db: Kysely<DB>, applicationId: string, input: AnswerInput): Promise<string> {
  const answerId = randomUUID();
  const ext = input.contentType === 'Video' ? 'webm' : 'weba';
  const { answerId: id } = await createAnswer(db, applicationId, {
    answerId,
    questionKey: input.questionKey,
    questionText: input.questionText,
    position: input.position,
    contentType: input.contentType,
    mediaKey: `answers/${answerId}/media.${ext}`,
    audioKey: input.audio ? `answers/${answerId}/audio.weba` : null,
    thumbnailKey: input.thumbnail ? `answers/${answerId}/thumb.jpg` : null,
    ...(input.durationMs === undefined ? {} : { durationMs: input.durationMs }),
  });
  return id;
}

async function insertTranscript(
  db: Kysely<DB>,
  answerId: string,
  status: TranscriptTable['status'],
  text: string | null,
  segments: string | null,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('transcripts')
    .values({
      id: randomUUID(),
      answer_id: answerId,
      status,
      engine: 'test',
      language: 'en',
      text,
      segments,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const media = (answerId: string, kind: string) => `/api/v1/media/answers/${answerId}/${kind}`;
const minutesAgo = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - n * 60_000).toISOString();

describe.each(DIALECTS)('recruiter interviews (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let tokenA: string;
  let tokenB: string;
  let videoJob: number;
  let audioJob: number;
  let videoQ: string;
  let audioQ: string;
  let withAnswers: ApplicationFixture;
  let noConsent: ApplicationFixture;
  let audioApp: ApplicationFixture;
  let completed: ApplicationFixture;
  const answerIds: Record<string, string> = {};

  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const get = (url: string, token?: string) => call('GET', url, { token });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    b = await createCompany(db(), { name: 'Company B' });
    tokenA = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    tokenB = await t.tokenFor({ companyId: b.companyId, userId: b.userId });
    videoJob = await createJob(db(), a.companyId, { title: 'Robotics Engineer' });
    audioJob = await createJob(db(), a.companyId, { title: 'Call Center Lead' });
    videoQ = (
      await createQuestionnaire(db(), a.companyId, a.userId, { contentType: 'Video', attachTo: [videoJob] })
    ).questionnaireId;
    audioQ = (
      await createQuestionnaire(db(), a.companyId, a.userId, { contentType: 'Audio', attachTo: [audioJob] })
    ).questionnaireId;

    withAnswers = await createApplication(db(), a.companyId, videoJob, videoQ, {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      transcriptionConsent: true,
      createdAt: minutesAgo(1),
    });
    noConsent = await createApplication(db(), a.companyId, videoJob, videoQ, {
      firstName: 'Noor',
      lastName: 'Khan',
      transcriptionConsent: false,
      createdAt: minutesAgo(2),
    });
    audioApp = await createApplication(db(), a.companyId, audioJob, audioQ, {
      firstName: 'Ari',
      lastName: 'Lee',
      createdAt: minutesAgo(3),
    });
    completed = await createApplication(db(), a.companyId, audioJob, audioQ, {
      firstName: 'Cam',
      lastName: 'Done',
      status: 'Completed',
      createdAt: minutesAgo(4),
    });

    // Inserted out of order: responses follow the question positions.
    answerIds.second = await insertAnswer(db(), withAnswers.applicationId, {
      questionKey: 'question-2',
      questionText: 'Why this job?',
      position: 1,
      contentType: 'Video',
      thumbnail: true,
    });
    answerIds.first = await insertAnswer(db(), withAnswers.applicationId, {
      questionKey: 'question-1',
      questionText: 'Tell us about yourself.',
      position: 0,
      contentType: 'Video',
      audio: true,
      thumbnail: true,
      durationMs: 61_250,
    });
    answerIds.third = await insertAnswer(db(), withAnswers.applicationId, {
      questionKey: 'question-3',
      questionText: 'Any questions?',
      position: 2,
      contentType: 'Video',
      durationMs: null,
    });
    await insertTranscript(
      db(),
      answerIds.first,
      'done',
      'I build robots.',
      JSON.stringify([{ start: 0, end: 1.5, text: 'I build robots.' }]),
    );
    await insertTranscript(db(), answerIds.third, 'failed', null, 'not json');
    answerIds.noConsent = await insertAnswer(db(), noConsent.applicationId, {
      questionKey: 'question-1',
      questionText: 'Tell us about yourself.',
      position: 0,
      contentType: 'Video',
    });
    answerIds.audio = await insertAnswer(db(), audioApp.applicationId, {
      questionKey: 'question-1',
      questionText: 'Tell us about yourself.',
      position: 0,
      contentType: 'Audio',
    });
  });
  afterAll(() => t.close());

  describe('GET /company/:companyId/interviews', () => {
    it('lists newest first with every field and the responses in question order', async () => {
      const res = await get(`/company/${a.companyId}/interviews`, tokenA);
      expect(res.statusCode).toBe(200);
      const body = res.json<InterviewList>();
      expect(body.total).toBe(4);
      expect(body.page).toBe(1);
      expect(body.limit).toBe(20);
      expect(body.data.map((i) => i.id)).toEqual([
        withAnswers.applicationId,
        noConsent.applicationId,
        audioApp.applicationId,
        completed.applicationId,
      ]);
      expect(body.data[0]).toEqual({
        id: withAnswers.applicationId,
        applicationGuid: withAnswers.guid,
        questionnaireId: videoQ,
        jobTitle: 'Robotics Engineer',
        jobId: videoJob,
        applicantName: 'Dana Reyes',
        applicantEmail: 'dana@example.com',
        applicantPhone: null,
        dateApplied: minutesAgo(1),
        status: 'Incomplete',
        startedAt: null,
        completedAt: null,
        thumbnailUrl: media(answerIds.first!, 'thumbnail'),
        hasResume: false,
        resumeUrl: null,
        responses: [
          {
            questionId: 'question-1',
            questionText: 'Tell us about yourself.',
            videoUrl: media(answerIds.first!, 'video'),
            audioUrl: media(answerIds.first!, 'audio'),
            thumbnailUrl: media(answerIds.first!, 'thumbnail'),
            captionsUrl: media(answerIds.first!, 'captions'),
            duration: 61.25,
            mediaStatus: 'ready',
            type: 'Text',
            transcription: {
              status: 'done',
              text: 'I build robots.',
              segments: [{ start: 0, end: 1.5, text: 'I build robots.' }],
              engine: 'test',
              language: 'en',
              reason: null,
            },
          },
          {
            questionId: 'question-2',
            questionText: 'Why this job?',
            videoUrl: media(answerIds.second!, 'video'),
            audioUrl: null,
            thumbnailUrl: media(answerIds.second!, 'thumbnail'),
            captionsUrl: null,
            duration: 12.5,
            mediaStatus: 'ready',
            type: 'Text',
            // Consent given, no transcript row yet.
            transcription: { status: 'pending', text: null, segments: [] },
          },
          {
            questionId: 'question-3',
            questionText: 'Any questions?',
            videoUrl: media(answerIds.third!, 'video'),
            audioUrl: null,
            thumbnailUrl: null,
            captionsUrl: null,
            duration: null,
            mediaStatus: 'ready',
            type: 'Text',
            transcription: {
              status: 'failed',
              text: null,
              segments: [],
              engine: 'test',
              language: 'en',
              reason: 'the transcription engine failed; it can be run again',
            },
          },
        ],
        accommodations: { extraTimePercent: 0, extraTries: 0, audioOnlyAllowed: false },
        stage: 'new',
        rating: { average: null, count: 0 },
        deadline: null,
        extensionRequest: null,
        screening: { meetsRequirements: true, knockouts: [], override: null },
      });
    });

    it('shows transcription as unavailable without consent, and audio answers with an audio URL only', async () => {
      const body = (await get(`/company/${a.companyId}/interviews`, tokenA)).json<InterviewList>();
      const byId = new Map(body.data.map((i) => [i.id, i]));
      expect(byId.get(noConsent.applicationId)?.responses[0]?.transcription).toEqual({
        status: 'unavailable',
        text: null,
        segments: [],
      });
      expect(byId.get(noConsent.applicationId)?.thumbnailUrl).toBeNull();
      expect(byId.get(audioApp.applicationId)?.responses).toEqual([
        expect.objectContaining({
          videoUrl: null,
          audioUrl: media(answerIds.audio!, 'audio'),
          thumbnailUrl: null,
        }),
      ]);
      expect(byId.get(completed.applicationId)?.responses).toEqual([]);
    });

    it('filters by status and by job', async () => {
      const done = (
        await get(`/company/${a.companyId}/interviews?status=Completed`, tokenA)
      ).json<InterviewList>();
      expect(done.total).toBe(1);
      expect(done.data.map((i) => i.id)).toEqual([completed.applicationId]);
      const open = (
        await get(`/company/${a.companyId}/interviews?status=Incomplete`, tokenA)
      ).json<InterviewList>();
      expect(open.total).toBe(3);
      const audio = (
        await get(`/company/${a.companyId}/interviews?jobId=${audioJob}`, tokenA)
      ).json<InterviewList>();
      expect(audio.data.map((i) => i.id)).toEqual([audioApp.applicationId, completed.applicationId]);
      const both = (
        await get(`/company/${a.companyId}/interviews?jobId=${audioJob}&status=Incomplete`, tokenA)
      ).json<InterviewList>();
      expect(both.data.map((i) => i.id)).toEqual([audioApp.applicationId]);
      expect(both.total).toBe(1);
    });

    it.each([
      ['page=0', 'querystring.page'],
      ['limit=0', 'querystring.limit'],
      ['limit=101', 'querystring.limit'],
      ['status=Done', 'querystring.status'],
      ['jobId=abc', 'querystring.jobId'],
      ['jobId=99999999999', 'querystring.jobId'],
      ['page=%27%20OR%201%3D1', 'querystring.page'],
    ])('refuses ?%s with 400', async (query, path) => {
      const res = await get(`/company/${a.companyId}/interviews?${query}`, tokenA);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().fields?.[0]?.path).toBe(path);
    });

    it('uses the same number of queries whatever the page size (no N+1)', async () => {
      // Only the queries made while handling the request count: background work on the same database
      // (the queue's polling, a scheduled pass of reminders or retention) runs outside this context.
      const request = new AsyncLocalStorage<true>();
      const tables: string[] = [];
      const db = t.database.db;
      const original = db.selectFrom.bind(db) as (...args: unknown[]) => unknown;
      const spy = vi.spyOn(db, 'selectFrom').mockImplementation(((...args: unknown[]) => {
        if (request.getStore()) tables.push(String(args[0]));
        return original(...args);
      }) as typeof db.selectFrom);
      // Queries compiled once (db/prepared-query.ts) are run through executeQuery, not built again.
      const execute = db.executeQuery.bind(db) as (...args: unknown[]) => unknown;
      const preparedSpy = vi.spyOn(db, 'executeQuery').mockImplementation(((...args: unknown[]) => {
        if (request.getStore()) tables.push('(prepared)');
        return execute(...args);
      }) as typeof db.executeQuery);
      const queriesOf = async (url: string) => {
        tables.length = 0;
        // inject() starts when awaited: await it inside the context.
        await request.run(true, async () => {
          await get(url, tokenA);
        });
        return tables.length;
      };
      try {
        // The first request of a process compiles the prepared queries (selectFrom once, then no more).
        await queriesOf(`/company/${a.companyId}/interviews?limit=1`);
        const forOne = await queriesOf(`/company/${a.companyId}/interviews?limit=1`);
        expect(await queriesOf(`/company/${a.companyId}/interviews?limit=100`)).toBe(forOne);
        // The list's four queries (rows, count, recordings, other answers), the sign-in check's read of the
        // user, and the audit entry's read of the reader's name (a read of personal data in bulk is audited).
        expect(forOne).toBe(6);
      } finally {
        spy.mockRestore();
        preparedSpy.mockRestore();
      }
    });
  });

  describe('pagination', () => {
    let c: CompanyFixture;
    let tokenC: string;
    const ids: string[] = [];

    beforeAll(async () => {
      c = await createCompany(db(), { name: 'Company C' });
      tokenC = await t.tokenFor({ companyId: c.companyId, userId: c.userId });
      const job = await createJob(db(), c.companyId);
      const q = await createQuestionnaire(db(), c.companyId, c.userId, { attachTo: [job] });
      for (let i = 0; i < 25; i += 1) {
        const app = await createApplication(db(), c.companyId, job, q.questionnaireId, {
          createdAt: minutesAgo(100 - i),
        });
        ids.push(app.applicationId);
      }
      ids.reverse();
    });

    it('gives 20 on page 1 and 5 on page 2, newest first, with the total', async () => {
      const page1 = (await get(`/company/${c.companyId}/interviews`, tokenC)).json<InterviewList>();
      expect(page1.total).toBe(25);
      expect(page1.data.map((i) => i.id)).toEqual(ids.slice(0, 20));
      const page2 = (await get(`/company/${c.companyId}/interviews?page=2`, tokenC)).json<InterviewList>();
      expect(page2).toMatchObject({ total: 25, page: 2, limit: 20 });
      expect(page2.data.map((i) => i.id)).toEqual(ids.slice(20));
    });

    it('answers a page beyond the end with no data and the right total', async () => {
      const res = await get(`/company/${c.companyId}/interviews?page=3`, tokenC);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [], total: 25, page: 3, limit: 20 });
    });

    it('honours a custom page size', async () => {
      const page = (
        await get(`/company/${c.companyId}/interviews?limit=10&page=3`, tokenC)
      ).json<InterviewList>();
      expect(page.data.map((i) => i.id)).toEqual(ids.slice(20, 25));
    });

    it('breaks ties on the same date by id, so pages never overlap', async () => {
      const d = await createCompany(db(), { name: 'Company D' });
      const tokenD = await t.tokenFor({ companyId: d.companyId, userId: d.userId });
      const job = await createJob(db(), d.companyId);
      const same = minutesAgo(5);
      const made = [];
      for (let i = 0; i < 5; i += 1)
        made.push((await createApplication(db(), d.companyId, job, null, { createdAt: same })).applicationId);
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const res = (
          await get(`/company/${d.companyId}/interviews?limit=2&page=${page}`, tokenD)
        ).json<InterviewList>();
        seen.push(...res.data.map((i) => i.id));
      }
      expect(seen).toEqual([...made].sort().reverse());
    });
  });

  describe('GET /interviews/:id', () => {
    it('returns one interview in the same shape as the list, with its reviews and criteria', async () => {
      const res = await get(`/interviews/${withAnswers.applicationId}`, tokenA);
      expect(res.statusCode).toBe(200);
      const list = (await get(`/company/${a.companyId}/interviews`, tokenA)).json<InterviewList>();
      const { reviews, criteria, ...interview } = res.json<InterviewDetail>();
      expect(interview).toEqual(list.data.find((i) => i.id === withAnswers.applicationId));
      expect(reviews).toEqual([]);
      expect(criteria).toEqual([]);
    });

    it.each([
      'abc',
      '%00',
      encodeURIComponent("' OR 1=1 --"),
      randomUUID(),
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    ])('answers an unknown or malformed id (%s) with 404', async (id) => {
      const res = await get(`/interviews/${id}`, tokenA);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>().message).toBe('Interview not found');
    });
  });

  describe('GET /interviews/:id/resume', () => {
    let withResume: ApplicationFixture;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 7)]);

    beforeAll(async () => {
      withResume = await createApplication(db(), a.companyId, videoJob, videoQ, {
        createdAt: minutesAgo(30),
      });
      const key = `resumes/${withResume.applicationId}.pdf`;
      await t.app.storage.put(key, bytes);
      await db()
        .updateTable('applications')
        .set({ resume_key: key, resume_name: 'Dana "CV"\r\n résumé.pdf', resume_type: 'application/pdf' })
        .where('id', '=', withResume.applicationId)
        .execute();
    });

    it('streams the stored file as a safe attachment', async () => {
      const res = await get(`/interviews/${withResume.applicationId}/resume`, tokenA);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Dana CV r_sum_.pdf"; filename*=UTF-8''Dana%20CV%20r%C3%A9sum%C3%A9.pdf`,
      );
    });

    it('links the resume from the interview', async () => {
      const res = (await get(`/interviews/${withResume.applicationId}`, tokenA)).json<Interview>();
      expect(res.hasResume).toBe(true);
      expect(res.resumeUrl).toBe(`/api/v1/interviews/${withResume.applicationId}/resume`);
    });

    it('answers 404 when there is no resume or its file is gone', async () => {
      const none = await get(`/interviews/${withAnswers.applicationId}/resume`, tokenA);
      expect(none.statusCode).toBe(404);
      expect(none.json<ErrorResponse>().message).toBe('Resume not found');
      const lost = await createApplication(db(), a.companyId, videoJob, videoQ, {
        createdAt: minutesAgo(31),
      });
      await db()
        .updateTable('applications')
        .set({
          resume_key: `resumes/${lost.applicationId}.pdf`,
          resume_name: 'x.pdf',
          resume_type: 'application/pdf',
        })
        .where('id', '=', lost.applicationId)
        .execute();
      expect((await get(`/interviews/${lost.applicationId}/resume`, tokenA)).statusCode).toBe(404);
    });

    it('serves an unexpected stored type as plain bytes', async () => {
      const odd = await createApplication(db(), a.companyId, videoJob, videoQ, { createdAt: minutesAgo(32) });
      const key = `resumes/${odd.applicationId}.doc`;
      await t.app.storage.put(key, Buffer.from('<script>alert(1)</script>'));
      await db()
        .updateTable('applications')
        .set({ resume_key: key, resume_name: 'cv.html', resume_type: 'text/html' })
        .where('id', '=', odd.applicationId)
        .execute();
      const res = await get(`/interviews/${odd.applicationId}/resume`, tokenA);
      expect(res.headers['content-type']).toBe('application/octet-stream');
    });

    it("refuses another company's resume with 404 and leaks nothing", async () => {
      const res = await get(`/interviews/${withResume.applicationId}/resume`, tokenB);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('PDF');
    });
  });

  describe('tenancy and authentication', () => {
    it("refuses another company's list with 403", async () => {
      const res = await get(`/company/${a.companyId}/interviews`, tokenB);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Dana');
    });

    it("answers another company's interview with 404", async () => {
      const res = await get(`/interviews/${withAnswers.applicationId}`, tokenB);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Dana');
    });

    it('shows company B only its own (empty) list', async () => {
      const res = await get(`/company/${b.companyId}/interviews`, tokenB);
      expect(res.json()).toEqual({ data: [], total: 0, page: 1, limit: 20 });
    });

    it('refuses every route without a token (401)', async () => {
      for (const url of [
        `/company/${a.companyId}/interviews`,
        `/interviews/${withAnswers.applicationId}`,
        `/interviews/${withAnswers.applicationId}/resume`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(401);
        expect(res.body).not.toContain('Dana');
      }
    });
  });
});
