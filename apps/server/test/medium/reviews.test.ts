import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityList,
  ErrorResponse,
  InterviewDetail,
  InterviewList,
  Note,
  NoteList,
  Questionnaire,
  ReviewResult,
} from '@vi/contracts';
import { upsertTranscript } from '../../src/background/transcribe-answer.repository.js';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

const minutesAgo = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - n * 60_000).toISOString();

describe.each(DIALECTS)('reviews, notes and stages (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let secondUserId: number;
  /** Two recruiters of company A, one of company B. */
  let riley: string;
  let sam: string;
  let other: string;
  let questionnaire: Questionnaire;
  let dana: ApplicationFixture;
  let noor: ApplicationFixture;
  let ari: ApplicationFixture;
  let danaAnswer: string;

  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const list = async (query: string, token = riley) => {
    const res = await call('GET', `/company/${a.companyId}/interviews?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InterviewList>();
  };
  const names = (page: InterviewList) => page.data.map((i) => i.applicantName);
  const detail = async (id: string, token = riley) =>
    (await call('GET', `/interviews/${id}`, { token })).json<InterviewDetail>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    b = await createCompany(db(), { name: 'Company B', firstName: 'Bo', lastName: 'Other' });
    secondUserId = await insertUser(db(), { companyId: a.companyId, firstName: 'Sam', lastName: 'Second' });
    riley = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    sam = await t.tokenFor({ companyId: a.companyId, userId: secondUserId });
    other = await t.tokenFor({ companyId: b.companyId, userId: b.userId });

    const created = await call('POST', '/questionnaire', {
      token: riley,
      body: {
        questionnaireName: 'Robotics screen',
        contentType: 'video',
        questions: [{ questionText: 'Tell us about yourself.' }, { questionText: 'Why robots?' }],
        criteria: [{ label: 'Communication' }, { label: 'Problem solving' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    questionnaire = created.json<Questionnaire>();
    const job = await createJob(db(), a.companyId, { title: 'Engineer, Robotics' });
    const q = questionnaire.questionnaireId;
    dana = await createApplication(db(), a.companyId, job, q, {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      transcriptionConsent: true,
      createdAt: minutesAgo(3),
    });
    noor = await createApplication(db(), a.companyId, job, q, {
      firstName: 'Noor',
      lastName: 'Khan',
      createdAt: minutesAgo(2),
    });
    ari = await createApplication(db(), a.companyId, job, q, {
      firstName: 'Ari',
      lastName: 'Lee',
      createdAt: minutesAgo(1),
    });
    danaAnswer = (
      await createAnswer(db(), dana.applicationId, {
        questionKey: 'question-1',
        audioKey: 'answers/x/audio.wav',
      })
    ).answerId;
    // As the transcription job writes it: the words become searchable in the same transaction.
    await upsertTranscript(db(), danaAnswer, {
      status: 'done',
      engine: 'pocketsphinx',
      text: 'i build autonomous warehouse robots',
      segments: JSON.stringify([{ start: 0.4, end: 2.9, text: 'i build autonomous warehouse robots' }]),
      error: null,
    });
  });
  afterAll(() => t.close());

  describe('scorecard criteria', () => {
    it('are stored per questionnaire with ids, kept when a PUT leaves them out, and edited by id', async () => {
      expect(questionnaire.criteria.map((c) => c.label)).toEqual(['Communication', 'Problem solving']);
      const url = `/questionnaire/${questionnaire.questionnaireId}`;
      const body = {
        questionnaireName: 'Robotics screen',
        contentType: 'Video',
        questions: questionnaire.questions.map((q) => ({
          questionId: q.questionId,
          questionText: q.questionText,
        })),
      };
      const kept = (await call('PUT', url, { token: riley, body })).json<Questionnaire>();
      expect(kept.criteria).toEqual(questionnaire.criteria);

      const [communication] = questionnaire.criteria;
      const edited = await call('PUT', url, {
        token: riley,
        body: {
          ...body,
          criteria: [
            { criterionId: communication!.criterionId, label: 'Clear communication' },
            { label: 'Teamwork' },
          ],
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const criteria = edited.json<Questionnaire>().criteria;
      expect(criteria[0]).toEqual({ criterionId: communication!.criterionId, label: 'Clear communication' });
      expect(criteria[1]?.label).toBe('Teamwork');
      questionnaire = edited.json<Questionnaire>();
    });

    it('refuses more than six and duplicate labels', async () => {
      const url = `/questionnaire/${questionnaire.questionnaireId}`;
      const body = {
        questionnaireName: 'Robotics screen',
        contentType: 'Video',
        questions: [{ questionText: 'Q?' }],
      };
      const seven = Array.from({ length: 7 }, (_, i) => ({ label: `C${i}` }));
      expect((await call('PUT', url, { token: riley, body: { ...body, criteria: seven } })).statusCode).toBe(
        400,
      );
      const twice = [{ label: 'Grit' }, { label: 'grit' }];
      expect((await call('PUT', url, { token: riley, body: { ...body, criteria: twice } })).statusCode).toBe(
        400,
      );
    });
  });

  describe('reviews', () => {
    it('takes one review per recruiter; the average is over both', async () => {
      const [communication, teamwork] = questionnaire.criteria;
      const first = await call('PUT', `/interviews/${dana.applicationId}/review`, {
        token: riley,
        body: {
          overall: 4,
          recommendation: 'yes',
          ratings: [{ questionId: 'question-1', stars: 5 }],
          criteria: [{ criterionId: communication!.criterionId, stars: 4 }],
        },
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<ReviewResult>()).toMatchObject({
        review: { kind: 'recruiter', reviewerName: 'Riley Recruiter', isMine: true, overall: 4 },
        rating: { average: 4, count: 1 },
      });
      const second = await call('PUT', `/interviews/${dana.applicationId}/review`, {
        token: sam,
        body: {
          overall: 1,
          recommendation: 'strong_no',
          criteria: [{ criterionId: teamwork!.criterionId, stars: 2 }],
        },
      });
      expect(second.json<ReviewResult>().rating).toEqual({ average: 2.5, count: 2 });

      const seen = await detail(dana.applicationId, sam);
      expect(seen.rating).toEqual({ average: 2.5, count: 2 });
      expect(seen.reviews.map((r) => [r.reviewerName, r.overall, r.isMine])).toEqual([
        ['Riley Recruiter', 4, false],
        ['Sam Second', 1, true],
      ]);
      expect(seen.reviews[0]).toMatchObject({
        recommendation: 'yes',
        ratings: [{ questionId: 'question-1', stars: 5 }],
        criteria: [{ criterionId: communication!.criterionId, label: 'Clear communication', stars: 4 }],
      });
      expect(seen.criteria).toEqual(questionnaire.criteria);
      const item = (await list('')).data.find((i) => i.id === dana.applicationId);
      expect(item?.rating).toEqual({ average: 2.5, count: 2 });
    });

    it('edits in place: omitted parts stay, null clears', async () => {
      const url = `/interviews/${dana.applicationId}/review`;
      await call('PUT', url, {
        token: sam,
        body: {
          recommendation: 'no',
          ratings: [{ questionId: 'question-2', stars: 3 }],
        },
      });
      const cleared = await call('PUT', url, {
        token: sam,
        body: {
          overall: 2,
          ratings: [{ questionId: 'question-2', stars: null }],
        },
      });
      expect(cleared.json<ReviewResult>().review).toMatchObject({
        overall: 2,
        recommendation: 'no',
        ratings: [],
      });
      expect(cleared.json<ReviewResult>().rating).toEqual({ average: 3, count: 2 });
      expect((await detail(dana.applicationId)).reviews).toHaveLength(2);
    });

    it.each([
      [{}, 'body'],
      [{ overall: 6 }, 'body.overall'],
      [{ overall: 2.5 }, 'body.overall'],
      [{ recommendation: 'maybe' }, 'body.recommendation'],
      [{ ratings: [{ questionId: 'question-9', stars: 3 }] }, 'body.ratings.0'],
      [{ criteria: [{ criterionId: randomUUID(), stars: 3 }] }, 'body.criteria.0'],
      [{ overall: 3, extra: true }, 'body'],
    ])('refuses %j with 400', async (payload, path) => {
      const res = await call('PUT', `/interviews/${noor.applicationId}/review`, {
        token: riley,
        body: payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().fields?.[0]?.path).toBe(path);
    });
  });

  describe('notes', () => {
    let note: Note;

    it('pins a plain-text note to a second of an answer, listed with its author', async () => {
      const res = await call('POST', `/interviews/${dana.applicationId}/notes`, {
        token: riley,
        body: {
          text: '<b>Great</b> answer about robots',
          questionId: 'question-1',
          atSeconds: 12.5,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      note = res.json<Note>();
      expect(note).toMatchObject({
        text: '<b>Great</b> answer about robots',
        questionId: 'question-1',
        atSeconds: 12.5,
        author: { userId: a.userId, name: 'Riley Recruiter' },
        isMine: true,
      });
      const listed = (
        await call('GET', `/interviews/${dana.applicationId}/notes`, { token: sam })
      ).json<NoteList>();
      expect(listed.data).toEqual([{ ...note, isMine: false }]);
    });

    it('lets only the author change or delete it (403 for a colleague)', async () => {
      const url = `/interviews/${dana.applicationId}/notes/${note.id}`;
      expect((await call('PATCH', url, { token: sam, body: { text: 'mine now' } })).statusCode).toBe(403);
      expect((await call('DELETE', url, { token: sam })).statusCode).toBe(403);
      const edited = await call('PATCH', url, {
        token: riley,
        body: { text: 'Strong on autonomy', atSeconds: 14 },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Note>()).toMatchObject({
        text: 'Strong on autonomy',
        atSeconds: 14,
        questionId: 'question-1',
      });
      expect(edited.json<Note>().updatedAt >= note.updatedAt).toBe(true);

      const doomed = (
        await call('POST', `/interviews/${dana.applicationId}/notes`, {
          token: riley,
          body: { text: 'temp' },
        })
      ).json<Note>();
      expect(
        (await call('DELETE', `/interviews/${dana.applicationId}/notes/${doomed.id}`, { token: riley }))
          .statusCode,
      ).toBe(204);
      const left = (
        await call('GET', `/interviews/${dana.applicationId}/notes`, { token: riley })
      ).json<NoteList>();
      expect(left.data.map((n) => n.id)).toEqual([note.id]);
      expect(
        (await call('DELETE', `/interviews/${dana.applicationId}/notes/${doomed.id}`, { token: riley }))
          .statusCode,
      ).toBe(404);
    });

    it.each([
      [{ text: '' }, 'body.text'],
      [{ text: 'x'.repeat(2001) }, 'body.text'],
      [{ text: 'when?', atSeconds: 3 }, 'body.atSeconds'],
      [{ text: 'where?', questionId: 'question-9' }, 'body.questionId'],
    ])('refuses %j with 400', async (payload, path) => {
      const res = await call('POST', `/interviews/${dana.applicationId}/notes`, {
        token: riley,
        body: payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().fields?.[0]?.path).toBe(path);
    });
  });

  describe('stages', () => {
    it('start as new and change with PATCH, alone or with accommodations', async () => {
      expect((await detail(noor.applicationId)).stage).toBe('new');
      const res = await call('PATCH', `/interviews/${noor.applicationId}`, {
        token: riley,
        body: { stage: 'in_review' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<InterviewDetail>().stage).toBe('in_review');
      const both = await call('PATCH', `/interviews/${noor.applicationId}`, {
        token: riley,
        body: {
          stage: 'shortlisted',
          accommodations: { extraTries: 1 },
        },
      });
      expect(both.json<InterviewDetail>()).toMatchObject({
        stage: 'shortlisted',
        accommodations: { extraTries: 1 },
      });
      expect(
        (await call('PATCH', `/interviews/${noor.applicationId}`, { token: riley, body: {} })).statusCode,
      ).toBe(400);
      expect(
        (await call('PATCH', `/interviews/${noor.applicationId}`, { token: riley, body: { stage: 'maybe' } }))
          .statusCode,
      ).toBe(400);
    });

    it('changes nothing when the accommodations part is refused (409)', async () => {
      const c = await createCompany(db(), { name: 'Company C' });
      const token = await t.tokenFor({ companyId: c.companyId, userId: c.userId });
      const done = await createApplication(db(), c.companyId, await createJob(db(), c.companyId), null, {
        status: 'Completed',
      });
      const res = await call('PATCH', `/interviews/${done.applicationId}`, {
        token,
        body: {
          stage: 'hired',
          accommodations: { extraTries: 1 },
        },
      });
      expect(res.statusCode).toBe(409);
      expect((await detail(done.applicationId, token)).stage).toBe('new');
    });

    it('moves many at once, and none when one id is not the company’s', async () => {
      const url = `/company/${a.companyId}/interviews/stage`;
      const res = await call('POST', url, {
        token: sam,
        body: {
          interviewIds: [ari.applicationId, noor.applicationId],
          stage: 'shortlisted',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        updated: 1,
        interviews: [
          { id: ari.applicationId, stage: 'shortlisted' },
          { id: noor.applicationId, stage: 'shortlisted' },
        ],
      });
      const theirs = await createApplication(db(), b.companyId, await createJob(db(), b.companyId), null);
      for (const ids of [
        [ari.applicationId, theirs.applicationId],
        [ari.applicationId, 'not-an-id'],
      ]) {
        const refused = await call('POST', url, {
          token: riley,
          body: { interviewIds: ids, stage: 'rejected' },
        });
        expect(refused.statusCode).toBe(404);
      }
      expect((await detail(ari.applicationId)).stage).toBe('shortlisted');
      const tooMany = Array.from({ length: 101 }, () => randomUUID());
      expect(
        (await call('POST', url, { token: riley, body: { interviewIds: tooMany, stage: 'new' } })).statusCode,
      ).toBe(400);
    });

    it('filter the list, one stage or several', async () => {
      expect(names(await list('stage=shortlisted')).sort()).toEqual(['Ari Lee', 'Noor Khan']);
      expect(names(await list('stage=new,in_review'))).toContain('Dana Reyes');
      expect(
        (await call('GET', `/company/${a.companyId}/interviews?stage=maybe`, { token: riley })).statusCode,
      ).toBe(400);
    });
  });

  describe('search, filters and order', () => {
    it('finds an interview by a word said in an answer, and by the applicant’s name', async () => {
      expect(names(await list('q=robots'))).toEqual(['Dana Reyes']);
      expect(names(await list('q=WAREHOUSE%20autonomous'))).toEqual(['Dana Reyes']);
      expect(names(await list('q=noor'))).toEqual(['Noor Khan']);
      expect(names(await list('q=Dan'))).toEqual(['Dana Reyes']);
      expect((await list('q=robots%20noor')).total).toBe(0);
    });

    it('says which transcript line matched, and nothing when only the name did', async () => {
      const [found] = (await list('q=WAREHOUSE%20auto')).data;
      expect(found?.searchMatch).toEqual({
        questionId: found?.responses[0]?.questionId,
        text: 'i build autonomous warehouse robots',
        start: 0.4,
      });
      expect((await list('q=noor')).data[0]?.searchMatch).toBeNull();
      // Without a search there is no match to show.
      expect((await list('stage=new,in_review')).data.every((i) => i.searchMatch === undefined)).toBe(true);
    });

    it('goes through this database’s own full-text index', async () => {
      if (dialect === 'sqlite') {
        const hits = await sql<{
          n: number;
        }>`select count(*) as n from interview_search_fts where interview_search_fts match 'robots'`.execute(
          db(),
        );
        expect(Number(hits.rows[0]?.n)).toBe(1);
      } else {
        const index = await sql<{
          indexdef: string;
        }>`select indexdef from pg_indexes where indexname = 'interview_search_fts_idx' and schemaname = current_schema()`.execute(
          db(),
        );
        expect(index.rows[0]?.indexdef).toContain("to_tsvector('simple'::regconfig, content)");
      }
    });

    it.each(['!!!', '"', '*', "') OR 1=1 --", 'robots" OR *', 'a & | !b:* <->', 'NEAR(x y)', '\\'])(
      'answers the query %j without an error',
      async (q) => {
        const res = await call('GET', `/company/${a.companyId}/interviews?q=${encodeURIComponent(q)}`, {
          token: riley,
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    );

    it('finds nothing for a query of punctuation only', async () => {
      expect(await list('q=%21%3F%2A')).toMatchObject({ data: [], total: 0 });
    });

    it('keeps the search current when a transcript is written again', async () => {
      const answer = await createAnswer(db(), noor.applicationId, { questionKey: 'question-2' });
      expect((await list('q=gearbox')).total).toBe(0);
      await upsertTranscript(db(), answer.answerId, {
        status: 'done',
        engine: 'test',
        text: 'I repaired a gearbox',
        segments: '[]',
        error: null,
      });
      expect(names(await list('q=gearbox'))).toEqual(['Noor Khan']);
    });

    it('sorts by rating (unrated last either way), name and date', async () => {
      await call('PUT', `/interviews/${ari.applicationId}/review`, { token: riley, body: { overall: 5 } });
      expect(names(await list('sort=-rating'))).toEqual(['Ari Lee', 'Dana Reyes', 'Noor Khan']);
      expect(names(await list('sort=rating'))).toEqual(['Dana Reyes', 'Ari Lee', 'Noor Khan']);
      expect(names(await list('sort=name'))).toEqual(['Ari Lee', 'Dana Reyes', 'Noor Khan']);
      expect(names(await list('sort=-name'))).toEqual(['Noor Khan', 'Dana Reyes', 'Ari Lee']);
      expect(names(await list('sort=date'))).toEqual(['Dana Reyes', 'Noor Khan', 'Ari Lee']);
      expect(names(await list(''))).toEqual(['Ari Lee', 'Noor Khan', 'Dana Reyes']);
    });

    it('filters by minimum rating, questionnaire and what I have not reviewed yet', async () => {
      expect(names(await list('minRating=4'))).toEqual(['Ari Lee']);
      expect(names(await list('minRating=2.5&sort=name'))).toEqual(['Ari Lee', 'Dana Reyes']);
      expect(
        names(await list(`questionnaireId=${questionnaire.questionnaireId}&unreviewedByMe=true`)),
      ).toEqual(['Noor Khan']);
      expect(names(await list('unreviewedByMe=true&sort=name', sam))).toEqual(['Ari Lee', 'Noor Khan']);
      expect((await list('unreviewedByMe=false')).total).toBe(3);
    });
  });

  describe('activity', () => {
    it('logs views, plays (once per window), ratings, notes and stage changes', async () => {
      await t.app.storage.put(`answers/${danaAnswer}/media.webm`, Buffer.alloc(1000, 1));
      for (let i = 0; i < 3; i += 1) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/media/answers/${danaAnswer}/video`,
          headers: { authorization: `Bearer ${riley}`, range: `bytes=${i * 100}-${i * 100 + 99}` },
        });
        expect(res.statusCode).toBe(206);
        // Fetching is not playing; the player reports the start of playback, once per window.
        const played = await call('POST', `/media/answers/${danaAnswer}/played`, {
          token: riley,
          body: { kind: 'video' },
        });
        expect(played.statusCode).toBe(204);
      }
      await call('PATCH', `/interviews/${dana.applicationId}`, { token: sam, body: { stage: 'rejected' } });
      // The screen reads the interview again after each change: one sitting is one view per person.
      for (let i = 0; i < 3; i += 1) await call('GET', `/interviews/${dana.applicationId}`, { token: sam });
      const res = await call('GET', `/interviews/${dana.applicationId}/activity`, { token: sam });
      expect(res.statusCode).toBe(200);
      const log = res.json<ActivityList>();
      const types = log.data.map((e) => e.type);
      expect(types.filter((type) => type === 'media_played')).toHaveLength(1);
      const samsViews = log.data.filter((e) => e.type === 'viewed' && e.actorUserId === secondUserId);
      expect(samsViews).toHaveLength(1);
      expect(new Set(types)).toEqual(new Set(['viewed', 'media_played', 'rated', 'noted', 'stage_changed']));
      expect(log.data[0]).toMatchObject({
        type: 'stage_changed',
        actor: 'Sam Second',
        actorUserId: secondUserId,
        details: { from: 'new', to: 'rejected' },
      });
      expect(log.data.find((e) => e.type === 'media_played')).toMatchObject({
        actor: 'Riley Recruiter',
        details: { answerId: danaAnswer, questionId: 'question-1', kind: 'video' },
      });
      expect(JSON.stringify(log)).not.toContain('Strong on autonomy');
      expect(log.total).toBe(log.data.length);
    });
  });

  describe('tenancy', () => {
    it('lets another company neither read, rate, note, move nor log', async () => {
      const id = dana.applicationId;
      const before = await detail(id);
      for (const [method, url, payload] of [
        ['GET', `/interviews/${id}`, undefined],
        ['PUT', `/interviews/${id}/review`, { overall: 1 }],
        ['GET', `/interviews/${id}/notes`, undefined],
        ['POST', `/interviews/${id}/notes`, { text: 'x' }],
        ['PATCH', `/interviews/${id}/notes/${randomUUID()}`, { text: 'x' }],
        ['PATCH', `/interviews/${id}`, { stage: 'hired' }],
        ['GET', `/interviews/${id}/activity`, undefined],
        ['POST', `/company/${b.companyId}/interviews/stage`, { interviewIds: [id], stage: 'hired' }],
      ] as const) {
        const res = await call(method, url, { token: other, body: payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Dana');
      }
      for (const url of [`/company/${a.companyId}/interviews`, `/company/${a.companyId}/interviews.csv`]) {
        expect((await call('GET', url, { token: other })).statusCode).toBe(403);
      }
      const bulk = await call('POST', `/company/${a.companyId}/interviews/stage`, {
        token: other,
        body: {
          interviewIds: [id],
          stage: 'hired',
        },
      });
      expect(bulk.statusCode).toBe(403);
      const after = await detail(id);
      expect(after.stage).toBe(before.stage);
      expect(after.reviews).toEqual(before.reviews);
    });
  });

  describe('CSV export', () => {
    it('has a column per fact and per reviewer, RFC 4180 quoting, and formulas kept as text', async () => {
      await createApplication(
        db(),
        a.companyId,
        await createJob(db(), a.companyId, { title: '@Ops' }),
        null,
        {
          firstName: '=HYPERLINK("http://x")',
          lastName: 'Evil',
          email: 'evil@example.com',
          createdAt: minutesAgo(9),
        },
      );
      const res = await call('GET', `/company/${a.companyId}/interviews.csv?sort=name`, { token: riley });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="interviews-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = res.body.split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]).toBe(
        'Applicant name,Email,Job,Questionnaire,Status,Stage,Average rating,Review count,' +
          'Riley Recruiter: overall,Riley Recruiter: recommendation,Sam Second: overall,Sam Second: recommendation,' +
          'Completed at,Date applied',
      );
      const dana = lines.find((l) => l.startsWith('Dana Reyes,'));
      expect(dana).toBe(
        `Dana Reyes,dana@example.com,"Engineer, Robotics",Robotics screen,Incomplete,rejected,3,2,4,yes,2,no,,${minutesAgo(3)}`,
      );
      expect(lines.find((l) => l.includes('HYPERLINK'))).toBe(
        `"'=HYPERLINK(""http://x"") Evil",evil@example.com,"'@Ops",,Incomplete,new,,0,,,,,,${minutesAgo(9)}`,
      );
      const filtered = await call('GET', `/company/${a.companyId}/interviews.csv?stage=rejected`, {
        token: riley,
      });
      expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    });
  });
});
