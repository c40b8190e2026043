import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, JobQuestionnaireCheck, JobQuestionnaireLink } from '@vi/contracts';
import { createTwoTenants, type CompanyFixture } from '../factories/company.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(DIALECTS)('job ↔ questionnaire API (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ a, b, tokenA, tokenB } = await createTwoTenants(t));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  const call = createCall(() => t.app, { token: () => tokenA });
  const attach = (jobId: number | string, questionnaireId: unknown, token?: string | null) =>
    call('POST', `/job/${jobId}/questionnaire`, { body: { questionnaireId }, token });
  /** The applicant's read (with the guid of their application) or, with a token, a recruiter's. */
  const check = (jobId: number | string, token: string | null = null, guid?: string) =>
    call('GET', `/job/${jobId}/questionnaire${guid === undefined ? '' : `?guid=${guid}`}`, { token });
  const applicantOf = async (jobId: number) => (await createApplication(db(), a.companyId, jobId, null)).guid;

  const links = () => db().selectFrom('job_questionnaires').selectAll().orderBy('job_id').execute();
  const linkOf = (jobId: number) =>
    db().selectFrom('job_questionnaires').selectAll().where('job_id', '=', jobId).executeTakeFirst();

  async function setup(options: { status?: string; active?: boolean } = {}) {
    const jobId = await createJob(db(), a.companyId, options.status ? { status: options.status } : {});
    const q = await createQuestionnaire(db(), a.companyId, a.userId, {
      ...(options.active === undefined ? {} : { active: options.active }),
      contentType: 'Audio',
      questions: ['Why us?', 'Why now?'],
    });
    return { jobId, questionnaireId: q.questionnaireId };
  }

  describe('POST /job/:jobId/questionnaire', () => {
    it('attaches (201), repeats idempotently (200) and records who attached it', async () => {
      const { jobId, questionnaireId } = await setup();
      const expected: JobQuestionnaireLink = {
        jobId,
        questionnaireId,
        hasQuestionnaire: true,
        message: `Questionnaire successfully associated with job ID: ${jobId}`,
      };
      const first = await attach(jobId, questionnaireId);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual(expected);
      expect(await linkOf(jobId)).toMatchObject({ questionnaire_id: questionnaireId, attached_by: a.userId });

      const again = await attach(jobId, questionnaireId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(expected);
      expect((await links()).filter((l) => l.job_id === jobId)).toHaveLength(1);
    });

    it('refuses a second questionnaire on a job (409) and keeps the first', async () => {
      const { jobId, questionnaireId } = await setup();
      const other = await createQuestionnaire(db(), a.companyId, a.userId);
      expect((await attach(jobId, questionnaireId)).statusCode).toBe(201);
      const res = await attach(jobId, other.questionnaireId);
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>().message).toBe(
        'This job already has a questionnaire attached. Detach it first.',
      );
      expect((await linkOf(jobId))?.questionnaire_id).toBe(questionnaireId);
    });

    it('refuses an inactive questionnaire and a closed job (409), writing nothing', async () => {
      const inactive = await setup({ active: false });
      const before = await links();
      const res = await attach(inactive.jobId, inactive.questionnaireId);
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>().message).toBe(
        'This questionnaire is inactive. Reactivate it before attaching it to a job.',
      );

      const closed = await setup({ status: 'Closed' });
      const closedRes = await attach(closed.jobId, closed.questionnaireId);
      expect(closedRes.statusCode).toBe(409);
      expect(closedRes.json<ErrorResponse>().message).toBe('This job is closed.');
      expect(await links()).toEqual(before);
    });

    it('answers unknown jobs and questionnaires with 404 and bad input with 400, writing nothing', async () => {
      const { jobId, questionnaireId } = await setup();
      const before = await links();
      const unknownJob = await attach(2_000_000, questionnaireId);
      expect(unknownJob.statusCode).toBe(404);
      expect(unknownJob.json<ErrorResponse>().message).toBe('Job not found');
      const unknownQ = await attach(jobId, randomUUID());
      expect(unknownQ.statusCode).toBe(404);
      expect(unknownQ.json<ErrorResponse>().message).toBe('Questionnaire not found');
      expect((await attach(jobId, '../../etc/passwd')).statusCode).toBe(404);

      const missing = await call('POST', `/job/${jobId}/questionnaire`, { body: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorResponse>()).toMatchObject({
        message: 'questionnaireId is required',
        fields: [{ path: 'body.questionnaireId', message: 'questionnaireId is required' }],
      });
      expect((await attach(jobId, '')).statusCode).toBe(400);
      expect((await attach(jobId, { $gt: '' })).statusCode).toBe(400);
      expect((await attach(jobId, 'x'.repeat(65))).statusCode).toBe(400);
      expect((await attach(jobId, 'a\u0000b')).statusCode).toBe(400);
      const badId = await attach('1%20or%201=1', questionnaireId);
      expect(badId.statusCode).toBe(400);
      expect(badId.json<ErrorResponse>().fields?.[0]?.path).toBe('params.jobId');
      expect((await attach(-1, questionnaireId)).statusCode).toBe(400);
      expect((await attach('99999999999', questionnaireId)).statusCode).toBe(400);
      expect(await links()).toEqual(before);
    });

    it("records the token's user as the one who attached it", async () => {
      const { jobId, questionnaireId } = await setup();
      const colleague = await t.tokenFor({ companyId: a.companyId, userId: a.inactiveUserId + 1000 });
      expect((await attach(jobId, questionnaireId, colleague)).statusCode).toBe(201);
      expect((await linkOf(jobId))?.attached_by).toBe(a.inactiveUserId + 1000);
    });

    it('answers concurrent attaches of one job with one 201 and no 5xx', async () => {
      const { jobId, questionnaireId } = await setup();
      const other = await createQuestionnaire(db(), a.companyId, a.userId);
      const results = await Promise.all([
        attach(jobId, questionnaireId),
        attach(jobId, questionnaireId),
        attach(jobId, other.questionnaireId),
        attach(jobId, other.questionnaireId),
      ]);
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
      expect((await links()).filter((l) => l.job_id === jobId)).toHaveLength(1);
    });
  });

  describe('GET /job/:jobId/questionnaire', () => {
    it('shows the attached questionnaire to its applicant (guid) and to its company (token)', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const guid = await applicantOf(jobId);
      const res = await check(jobId, null, guid);
      expect(res.statusCode).toBe(200);
      const body = res.json<JobQuestionnaireCheck>();
      expect(body).toEqual({
        hasQuestionnaire: true,
        data: {
          questionnaireId,
          questionnaireName: expect.any(String) as string,
          contentType: 'Audio',
          active: true,
          questions: [
            {
              questionId: 'question-1',
              questionText: 'Why us?',
              text: 'Why us?',
              required: true,
              type: 'Text',
              options: null,
            },
            {
              questionId: 'question-2',
              questionText: 'Why now?',
              text: 'Why now?',
              required: true,
              type: 'Text',
              options: null,
            },
          ],
          settings: {
            thinkTimeSeconds: 0,
            answerTimeSeconds: 120,
            triesPerQuestion: 3,
            practiceQuestion: true,
            showRequirements: false,
            endAfterKnockout: false,
          },
        },
      });
      expect((await check(jobId, null, guid.toUpperCase())).json()).toEqual(body);
      // The recruiter reads the same; a guid is the applicant's way in even beside another company's token.
      expect((await check(jobId, tokenA)).json()).toEqual(body);
      expect((await check(jobId, tokenB, guid)).json()).toEqual(body);
    });

    it('is not public: no guid and no token 401, a guid of another job or another company 404', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const other = await setup();
      await attach(other.jobId, other.questionnaireId);
      const otherGuid = await applicantOf(other.jobId);

      const anonymous = await check(jobId);
      expect(anonymous.statusCode).toBe(401);
      expect(JSON.stringify(anonymous.json())).not.toContain('Why us?');
      for (const guid of [otherGuid, randomUUID(), 'not-a-guid', '']) {
        const res = await check(jobId, null, guid);
        expect(res.statusCode, guid).toBe(404);
        expect(JSON.stringify(res.json())).not.toContain('Why us?');
      }
      const foreign = await check(jobId, tokenB);
      expect(foreign.statusCode).toBe(404);
      expect(JSON.stringify(foreign.json())).not.toContain('Why us?');
      // Sequential ids read nothing either.
      for (const id of [jobId - 1, jobId + 1, jobId + 2]) expect((await check(id)).statusCode).toBe(401);
    });

    it('says "none" with status 204 in a 200 body for a job without one; an unknown job is 404', async () => {
      const { jobId } = await setup();
      for (const res of [await check(jobId, tokenA), await check(jobId, null, await applicantOf(jobId))]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ hasQuestionnaire: false, data: null, status: 204 });
      }
      expect((await check(2_000_001, tokenA)).statusCode).toBe(404);
      expect((await check(2_000_001, null, randomUUID())).statusCode).toBe(404);
    });

    it('still shows a deactivated questionnaire, marked inactive', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const off = await call('DELETE', `/questionnaire/${questionnaireId}`, { body: { active: false } });
      expect(off.statusCode).toBe(200);
      const res = await check(jobId, tokenA);
      expect(res.json<JobQuestionnaireCheck>()).toMatchObject({
        hasQuestionnaire: true,
        data: { questionnaireId, active: false },
      });
    });

    it('refuses non-numeric job ids with 400', async () => {
      for (const id of ['abc', '1;DROP TABLE jobs', '..%2F..%2Fetc%2Fpasswd', '0', '1.5']) {
        const res = await check(id, tokenA);
        expect(res.statusCode, id).toBe(400);
      }
    });
  });

  describe('DELETE /job/:jobId/questionnaire', () => {
    it('detaches (200) and then has nothing to detach (404)', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const res = await call('DELETE', `/job/${jobId}/questionnaire`, { body: { questionnaireId } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        jobId,
        questionnaireId,
        hasQuestionnaire: false,
        message: `Questionnaire successfully detached from job ID: ${jobId}`,
      });
      expect(await linkOf(jobId)).toBeUndefined();
      expect((await check(jobId, tokenA)).json<JobQuestionnaireCheck>().hasQuestionnaire).toBe(false);
      // The questionnaire itself stays.
      const stored = await db()
        .selectFrom('questionnaires')
        .select('id')
        .where('id', '=', questionnaireId)
        .execute();
      expect(stored).toHaveLength(1);

      const again = await call('DELETE', `/job/${jobId}/questionnaire`);
      expect(again.statusCode).toBe(404);
      expect(again.json<ErrorResponse>().message).toBe('No questionnaire is attached to this job.');
    });

    it('detaches without a body', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const res = await call('DELETE', `/job/${jobId}/questionnaire`);
      expect(res.statusCode).toBe(200);
      expect(res.json<JobQuestionnaireLink>().questionnaireId).toBe(questionnaireId);
      expect(await linkOf(jobId)).toBeUndefined();
    });

    it('refuses to detach a questionnaire that is not the attached one (409) and keeps the link', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const res = await call('DELETE', `/job/${jobId}/questionnaire`, {
        body: { questionnaireId: randomUUID() },
      });
      expect(res.statusCode).toBe(409);
      expect((await linkOf(jobId))?.questionnaire_id).toBe(questionnaireId);
      const bad = await call('DELETE', `/job/${jobId}/questionnaire`, { body: { questionnaireId: 5 } });
      expect(bad.statusCode).toBe(400);
      expect((await call('DELETE', '/job/2000002/questionnaire')).statusCode).toBe(404);
      expect((await linkOf(jobId))?.questionnaire_id).toBe(questionnaireId);
    });

    it('makes the job attachable to another questionnaire', async () => {
      const { jobId, questionnaireId } = await setup();
      const other = await createQuestionnaire(db(), a.companyId, a.userId);
      await attach(jobId, questionnaireId);
      await call('DELETE', `/job/${jobId}/questionnaire`);
      expect((await attach(jobId, other.questionnaireId)).statusCode).toBe(201);
      expect((await linkOf(jobId))?.questionnaire_id).toBe(other.questionnaireId);
    });
  });

  describe('tenancy and authentication', () => {
    it("gives company B 404 on company A's jobs and questionnaires and changes nothing", async () => {
      const { jobId, questionnaireId } = await setup();
      const free = await setup();
      await attach(jobId, questionnaireId);
      const jobB = await createJob(db(), b.companyId);
      const qB = await createQuestionnaire(db(), b.companyId, b.userId);
      const before = await links();

      const attempts: [Method, string, unknown][] = [
        ['POST', `/job/${free.jobId}/questionnaire`, { questionnaireId: free.questionnaireId }],
        ['POST', `/job/${free.jobId}/questionnaire`, { questionnaireId: qB.questionnaireId }],
        ['POST', `/job/${jobB}/questionnaire`, { questionnaireId: free.questionnaireId }],
        ['DELETE', `/job/${jobId}/questionnaire`, { questionnaireId }],
        ['DELETE', `/job/${jobId}/questionnaire`, undefined],
      ];
      for (const [method, path, payload] of attempts) {
        const res = await call(method, path, { body: payload, token: tokenB });
        expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(404);
        expect(res.body).not.toContain(questionnaireId);
      }
      // Company A cannot attach company B's questionnaire to its own job either.
      expect((await attach(free.jobId, qB.questionnaireId)).statusCode).toBe(404);
      expect(await links()).toEqual(before);
    });

    it('answers the recruiter routes without a token with 401 and writes nothing', async () => {
      const { jobId, questionnaireId } = await setup();
      await attach(jobId, questionnaireId);
      const free = await setup();
      const before = await links();
      expect((await attach(free.jobId, free.questionnaireId, null)).statusCode).toBe(401);
      const detach = await call('DELETE', `/job/${jobId}/questionnaire`, { token: null });
      expect(detach.statusCode).toBe(401);
      expect(await links()).toEqual(before);
    });
  });
});
