import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JobListSchema,
  JobSchema,
  PublicJobSchema,
  TOKEN_COOKIE,
  type ErrorResponse,
  type Job,
  type JobBody,
} from '@vi/contracts';
import { nowIso } from '../../src/lib/time.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, createTwoTenants, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';
import { waitFor } from '../helpers/wait-for.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PUBLIC_KEYS = Object.keys(PublicJobSchema.shape).sort();
const FULL_KEYS = Object.keys(JobSchema.shape).sort();

const validBody = (overrides: Partial<Record<keyof JobBody, unknown>> = {}) => ({
  title: 'Robotics Engineer',
  status: 'Open',
  requisitionName: 'REQ-42',
  jobFunction: 'Engineering',
  industry: 'Robotics',
  applyUrl: 'https://jobs.example.com/apply/42',
  contactEmail: 'hiring@example.com',
  description: '<p>Build <strong>robots</strong>.</p>',
  requirements: '<ul><li>C++</li></ul>',
  roleDescription: 'You build robots.',
  responsibilities: ['Design', 'Test'],
  skills: 'C++, Python',
  locations: [{ city: 'Austin', region: 'TX', country: 'USA' }],
  ...overrides,
});

describe.each(DIALECTS)('jobs API (%s)', (dialect) => {
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

  const call = createCall(() => t.app);

  const jobRow = (id: number) =>
    t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

  const jobCount = async () => {
    const rows = await t.database.db.selectFrom('jobs').select('id').execute();
    return rows.length;
  };

  const createViaApi = async (body: object = validBody()) => {
    const res = await call('POST', `/company/${a.companyId}/jobs`, { token: tokenA, body });
    expect(res.statusCode).toBe(201);
    return res.json<Job>();
  };

  describe('create', () => {
    it('creates a job, answers 201 with the full job and stores it', async () => {
      const before = Date.now();
      const job = await createViaApi(validBody({ divisionId: a.divisionId, recruiterId: a.userId }));
      expect(JobSchema.parse(job)).toEqual(job);
      expect(job).toMatchObject({
        title: 'Robotics Engineer',
        status: 'Open',
        companyId: a.companyId,
        companyName: 'Company A',
        requisitionName: 'REQ-42',
        applyUrl: 'https://jobs.example.com/apply/42',
        contactEmail: 'hiring@example.com',
        responsibilities: ['Design', 'Test'],
        locations: [{ city: 'Austin', region: 'TX', country: 'USA' }],
        divisionId: a.divisionId,
        recruiterId: a.userId,
        questionnaireId: null,
      });
      expect(Date.parse(job.created)).toBeGreaterThanOrEqual(before - 1000);
      expect(job.updated).toBe(job.created);

      const row = await jobRow(job.id);
      expect(row).toMatchObject({
        company_id: a.companyId,
        title: 'Robotics Engineer',
        company_name: 'Company A',
        division_id: a.divisionId,
        recruiter_id: a.userId,
        description: '<p>Build <strong>robots</strong>.</p>',
        created_at: job.created,
        updated_at: job.created,
      });
      expect(JSON.parse(row!.responsibilities)).toEqual(['Design', 'Test']);
      expect(JSON.parse(row!.locations)).toEqual([{ city: 'Austin', region: 'TX', country: 'USA' }]);
    });

    it('applies defaults: status Open, empty lists, nulls, the given company name kept', async () => {
      const job = await createViaApi({ title: '  Minimal  ', companyName: 'Acme Robotics' });
      expect(job).toMatchObject({
        title: 'Minimal',
        status: 'Open',
        companyName: 'Acme Robotics',
        locations: [],
        responsibilities: [],
        requisitionName: null,
        description: null,
        requirements: null,
        applyUrl: null,
        contactEmail: null,
        divisionId: null,
        recruiterId: null,
      });
      expect(await jobRow(job.id)).toMatchObject({
        responsibilities: '[]',
        locations: '[]',
        description: null,
      });
    });

    it('sanitises description and requirements before storing them', async () => {
      const job = await createViaApi(
        validBody({
          description:
            '<h2>About</h2><p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p>' +
            '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
            '<a href="javascript:alert(1)">bad</a> <a href="https://ok.example">good</a>',
          requirements: '<ul><li onmouseover="x()">C++</li></ul><style>*{}</style><script>x()</script>',
        }),
      );
      const description =
        '<h2>About</h2><p>Hi</p><a rel="noopener noreferrer" target="_blank">bad</a> ' +
        '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">good</a>';
      expect(job.description).toBe(description);
      expect(job.requirements).toBe('<ul><li>C++</li></ul>');
      const row = await jobRow(job.id);
      expect(row?.description).toBe(description);
      expect(row?.requirements).toBe('<ul><li>C++</li></ul>');
      for (const stored of [row?.description, row?.requirements]) {
        expect(stored).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe|style/i);
      }
    });

    it('stores HTML that sanitises to nothing as null', async () => {
      const job = await createViaApi(
        validBody({ description: '<script>alert(1)</script>', requirements: '  ' }),
      );
      expect(job).toMatchObject({ description: null, requirements: null });
      expect(await jobRow(job.id)).toMatchObject({ description: null, requirements: null });
    });
  });

  describe('validation', () => {
    const expectInvalid = async (body: unknown, path: string, message: string) => {
      const before = await jobCount();
      const res = await call('POST', `/company/${a.companyId}/jobs`, { token: tokenA, body });
      expect(res.statusCode).toBe(400);
      const error = res.json<ErrorResponse>();
      expect(error.message).toBe(message);
      expect(error.fields).toContainEqual({ path, message });
      expect(await jobCount()).toBe(before);
    };

    it('requires a title', async () => {
      const { title: _title, ...noTitle } = validBody();
      await expectInvalid(noTitle, 'body.title', 'Title is required');
      await expectInvalid(validBody({ title: '   ' }), 'body.title', 'Title is required');
    });

    it('rejects a bad contact email', async () => {
      await expectInvalid(
        validBody({ contactEmail: 'not-an-email' }),
        'body.contactEmail',
        'contactEmail must be an email address',
      );
    });

    it('rejects an apply URL that is not http(s), javascript: included', async () => {
      for (const applyUrl of [
        'not a url',
        'javascript:alert(1)',
        'ftp://files.example/x',
        'data:text/html,x',
      ]) {
        await expectInvalid(validBody({ applyUrl }), 'body.applyUrl', 'applyUrl must be an http(s) URL');
      }
    });

    it('rejects over-long HTML', async () => {
      await expectInvalid(
        validBody({ description: 'x'.repeat(50_001) }),
        'body.description',
        'HTML must be at most 50000 characters',
      );
    });

    it('refuses a division or recruiter of another company (400) and writes nothing', async () => {
      await expectInvalid(
        validBody({ divisionId: b.divisionId }),
        'body.divisionId',
        'Division not found in this company',
      );
      await expectInvalid(
        validBody({ divisionId: 999_999 }),
        'body.divisionId',
        'Division not found in this company',
      );
      await expectInvalid(
        validBody({ recruiterId: b.userId }),
        'body.recruiterId',
        'Recruiter not found in this company',
      );
    });

    it('refuses a token whose user belongs to another company, and writes nothing', async () => {
      const token = await t.tokenFor({ companyId: 424_242, userId: a.userId });
      const before = await jobCount();
      const res = await call('POST', '/company/424242/jobs', { token, body: validBody() });
      expect(res.statusCode).toBe(403);
      expect(await jobCount()).toBe(before);
    });

    it('works for a company and user first seen in a valid token (provisioned on first use)', async () => {
      const token = await t.tokenFor({ companyId: 434_343, userId: 525_252 });
      const res = await call('POST', '/company/434343/jobs', { token, body: validBody() });
      expect(res.statusCode).toBe(201);
      expect(res.json<Job>().companyId).toBe(434_343);
    });
  });

  describe('update', () => {
    it('replaces every field, keeps created and moves updated', async () => {
      const original = await createViaApi(validBody({ divisionId: a.divisionId }));
      // Timestamps have millisecond precision: the update must land on a later one to be seen moving.
      await waitFor(() => nowIso() > original.updated, { intervalMs: 1, message: 'the clock to move on' });
      const res = await call('PUT', `/company/${a.companyId}/jobs/${original.id}`, {
        token: tokenA,
        body: {
          title: 'Senior Robotics Engineer',
          status: 'Closed',
          description: '<p onclick="x()">New <em>text</em></p><script>bad()</script>',
          recruiterId: a.userId,
        },
      });
      expect(res.statusCode).toBe(200);
      const job = res.json<Job>();
      expect(JobSchema.parse(job)).toEqual(job);
      expect(job).toMatchObject({
        id: original.id,
        title: 'Senior Robotics Engineer',
        status: 'Closed',
        description: '<p>New <em>text</em></p>',
        requirements: null,
        requisitionName: null,
        applyUrl: null,
        locations: [],
        responsibilities: [],
        divisionId: null,
        recruiterId: a.userId,
        companyName: 'Company A',
        created: original.created,
      });
      expect(job.updated > original.updated).toBe(true);
      expect(await jobRow(original.id)).toMatchObject({
        title: 'Senior Robotics Engineer',
        status: 'Closed',
        description: '<p>New <em>text</em></p>',
        division_id: null,
        recruiter_id: a.userId,
        created_at: original.created,
        updated_at: job.updated,
      });
    });

    it('keeps the attached questionnaire id in the answer', async () => {
      const jobId = await createJob(t.database.db, a.companyId);
      const { questionnaireId } = await createQuestionnaire(t.database.db, a.companyId, a.userId, {
        attachTo: [jobId],
      });
      const res = await call('PUT', `/company/${a.companyId}/jobs/${jobId}`, {
        token: tokenA,
        body: validBody(),
      });
      expect(res.json<Job>().questionnaireId).toBe(questionnaireId);
    });

    it('refuses a division of another company and leaves the job unchanged', async () => {
      const jobId = await createJob(t.database.db, a.companyId);
      const before = await jobRow(jobId);
      const res = await call('PUT', `/company/${a.companyId}/jobs/${jobId}`, {
        token: tokenA,
        body: validBody({ title: 'Changed', divisionId: b.divisionId }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().message).toBe('Division not found in this company');
      expect(await jobRow(jobId)).toEqual(before);
    });

    it('answers 404 for an unknown job', async () => {
      const res = await call('PUT', `/company/${a.companyId}/jobs/987654`, {
        token: tokenA,
        body: validBody(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>().message).toBe('Job not found');
    });
  });

  describe('delete', () => {
    it('deletes a job and its questionnaire link, not the questionnaire (204)', async () => {
      const jobId = await createJob(t.database.db, a.companyId);
      const { questionnaireId } = await createQuestionnaire(t.database.db, a.companyId, a.userId, {
        attachTo: [jobId],
      });
      const res = await call('DELETE', `/company/${a.companyId}/jobs/${jobId}`, { token: tokenA });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await jobRow(jobId)).toBeUndefined();
      const links = await t.database.db
        .selectFrom('job_questionnaires')
        .selectAll()
        .where('job_id', '=', jobId)
        .execute();
      expect(links).toEqual([]);
      const questionnaire = await t.database.db
        .selectFrom('questionnaires')
        .select('id')
        .where('id', '=', questionnaireId)
        .executeTakeFirst();
      expect(questionnaire).toEqual({ id: questionnaireId });
      expect(
        (await call('DELETE', `/company/${a.companyId}/jobs/${jobId}`, { token: tokenA })).statusCode,
      ).toBe(404);
    });

    it('refuses to delete a job with applications (409) and keeps them', async () => {
      const jobId = await createJob(t.database.db, a.companyId);
      const { questionnaireId } = await createQuestionnaire(t.database.db, a.companyId, a.userId, {
        attachTo: [jobId],
      });
      const { applicationId } = await createApplication(t.database.db, a.companyId, jobId, questionnaireId);
      const res = await call('DELETE', `/company/${a.companyId}/jobs/${jobId}`, { token: tokenA });
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>()).toMatchObject({
        code: 'CONFLICT',
        message: 'This job has applications; close it instead of deleting it.',
      });
      expect(await jobRow(jobId)).toBeDefined();
      const application = await t.database.db
        .selectFrom('applications')
        .select('id')
        .where('id', '=', applicationId)
        .executeTakeFirst();
      expect(application).toEqual({ id: applicationId });
      const link = await t.database.db
        .selectFrom('job_questionnaires')
        .select('questionnaire_id')
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      expect(link).toEqual({ questionnaire_id: questionnaireId });
    });
  });

  describe('GET /job/:id', () => {
    let jobId: number;
    let questionnaireId: string;

    beforeAll(async () => {
      jobId = await createJob(t.database.db, a.companyId, {
        division_id: a.divisionId,
        recruiter_id: a.userId,
        apply_url: 'https://jobs.example.com/1',
      });
      ({ questionnaireId } = await createQuestionnaire(t.database.db, a.companyId, a.userId, {
        attachTo: [jobId],
      }));
    });

    const read = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/v1/job/${jobId}`, headers, cookies });

    const expectPublic = async (res: Awaited<ReturnType<typeof read>>) => {
      expect(res.statusCode).toBe(200);
      const body = res.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      for (const internal of [
        'requisitionName',
        'recruiterId',
        'contactEmail',
        'divisionId',
        'applyUrl',
        'status',
      ]) {
        expect(body).not.toHaveProperty(internal);
      }
      expect(body).toEqual({
        id: jobId,
        title: 'Robotics Engineer',
        companyName: 'Test Company',
        companyId: a.companyId,
        locations: [{ city: 'Austin', region: 'TX', country: 'USA' }],
        industry: 'Robotics',
        description: '<p>Build robots.</p>',
        roleDescription: 'You build robots.',
        responsibilities: ['Build', 'Test'],
        skills: 'C++, Python',
        requirements: '<ul><li>C++</li></ul>',
      });
    };

    it('shows the public job card without a token', async () => {
      await expectPublic(await read());
    });

    it('treats a garbage, malformed, expired or forged token as anonymous (no 401)', async () => {
      const expired = await t.tokenFor({ companyId: a.companyId, userId: a.userId }, -60);
      await expectPublic(await read({ authorization: 'Bearer garbage' }));
      await expectPublic(await read({ authorization: `Token ${tokenA}` }));
      await expectPublic(await read({ authorization: 'Bearer ' }));
      await expectPublic(await read({ authorization: `Bearer ${expired}` }));
      await expectPublic(await read({ authorization: `Bearer ${tokenA.slice(0, -4)}AAAA` }));
      await expectPublic(await read({}, { [TOKEN_COOKIE]: 'not.a.jwt' }));
    });

    it("shows only the public card to another company's recruiter", async () => {
      await expectPublic(await read({ authorization: `Bearer ${tokenB}` }));
    });

    it("shows everything to the job's own company (header or cookie)", async () => {
      for (const res of [
        await read({ authorization: `Bearer ${tokenA}` }),
        await read({}, { [TOKEN_COOKIE]: tokenA }),
      ]) {
        expect(res.statusCode).toBe(200);
        const job = res.json<Job>();
        expect(Object.keys(job).sort()).toEqual(FULL_KEYS);
        expect(job).toMatchObject({
          id: jobId,
          requisitionName: 'REQ-1',
          contactEmail: 'jobs@example.com',
          applyUrl: 'https://jobs.example.com/1',
          divisionId: a.divisionId,
          recruiterId: a.userId,
          status: 'Open',
          questionnaireId,
        });
      }
    });

    it('says the answer varies with the caller', async () => {
      expect((await read()).headers.vary).toMatch(/authorization/i);
    });

    it('answers 404 for an unknown job and 400 for a malformed id', async () => {
      const missing = await call('GET', '/job/987654');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorResponse>().message).toBe('Job not found');
      expect((await call('GET', '/job/abc')).statusCode).toBe(400);
    });
  });

  describe('list', () => {
    let c: CompanyFixture;
    let tokenC: string;
    const ids: Record<string, number> = {};
    let questionnaireId: string;

    beforeAll(async () => {
      c = await createCompany(t.database.db, { name: 'Company C' });
      tokenC = await t.tokenFor({ companyId: c.companyId, userId: c.userId });
      const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
      const make = async (
        key: string,
        title: string,
        minute: number,
        extra: Parameters<typeof createJob>[2] = {},
      ) => {
        ids[key] = await createJob(t.database.db, c.companyId, {
          title,
          created_at: at(minute),
          updated_at: at(minute),
          ...extra,
        });
      };
      await make('percent', 'Senior 100% Remote', 1);
      await make('underscore', 'Data_Engineer', 2, { division_id: c.divisionId });
      await make('plainX', 'DataXEngineer', 3, { recruiter_id: c.userId });
      await make('closed', 'Closed Role', 4, { status: 'Closed' });
      await make('quote', `O'Brien "Lead" Engineer`, 5);
      // Same creation time as 'quote': the id breaks the tie.
      await make('tie', 'Tie Breaker', 5);
      ({ questionnaireId } = await createQuestionnaire(t.database.db, c.companyId, c.userId, {
        attachTo: [ids.underscore!],
      }));
      // Another company's job must never show up.
      await createJob(t.database.db, b.companyId, { title: 'Data_Engineer of B' });
    });

    const list = async (query = '') => {
      const res = await call('GET', `/company/${c.companyId}/jobs${query}`, { token: tokenC });
      expect(res.statusCode).toBe(200);
      return JobListSchema.parse(res.json());
    };
    const titles = (jobs: Job[]) => jobs.map((j) => j.title);

    it('lists every job of the company, Closed included, newest first, with questionnaire ids', async () => {
      const jobs = await list();
      expect(jobs.map((j) => j.id)).toEqual([
        ids.tie,
        ids.quote,
        ids.closed,
        ids.plainX,
        ids.underscore,
        ids.percent,
      ]);
      expect(jobs.find((j) => j.id === ids.underscore)?.questionnaireId).toBe(questionnaireId);
      expect(jobs.filter((j) => j.questionnaireId !== null)).toHaveLength(1);
      expect(jobs.every((j) => j.companyId === c.companyId)).toBe(true);
    });

    it('matches the keyword case-insensitively on the title', async () => {
      expect(titles(await list('?keyword=dataxENGINEER'))).toEqual(['DataXEngineer']);
      expect(titles(await list('?keyword=%20remote%20'))).toEqual(['Senior 100% Remote']);
    });

    it("treats '%' and '_' in the keyword as literal characters", async () => {
      expect(titles(await list('?keyword=%25'))).toEqual(['Senior 100% Remote']);
      expect(titles(await list('?keyword=0%25%20R'))).toEqual(['Senior 100% Remote']);
      expect(titles(await list('?keyword=_'))).toEqual(['Data_Engineer']);
      expect(titles(await list('?keyword=data_e'))).toEqual(['Data_Engineer']);
      expect(titles(await list('?keyword=%5C'))).toEqual([]);
    });

    it('treats quotes and SQL in the keyword as data', async () => {
      expect(titles(await list(`?keyword=${encodeURIComponent(`O'Brien "Lead"`)}`))).toEqual([
        `O'Brien "Lead" Engineer`,
      ]);
      expect(await list(`?keyword=${encodeURIComponent(`'; drop table jobs; --`)}`)).toEqual([]);
      expect(await list(`?keyword=${encodeURIComponent('ü🙂')}`)).toEqual([]);
      const nul = await call('GET', `/company/${c.companyId}/jobs?keyword=a%00b`, { token: tokenC });
      expect(nul.statusCode).toBe(400);
      expect(nul.json<ErrorResponse>().message).toBe('Text must not contain NUL characters');
      expect(await jobCount()).toBeGreaterThan(0);
    });

    it('filters by division, recruiter and status', async () => {
      expect(titles(await list(`?divisionId=${c.divisionId}`))).toEqual(['Data_Engineer']);
      expect(titles(await list(`?recruiterId=${c.userId}`))).toEqual(['DataXEngineer']);
      expect(titles(await list('?status=Closed'))).toEqual(['Closed Role']);
      expect(await list('?status=Closed&keyword=data')).toEqual([]);
      expect(titles(await list('?status=Open&keyword=engineer'))).toEqual([
        `O'Brien "Lead" Engineer`,
        'DataXEngineer',
        'Data_Engineer',
      ]);
    });

    it('rejects malformed filters with 400', async () => {
      for (const query of ['?divisionId=abc', '?recruiterId=-1', `?keyword=${'k'.repeat(201)}`, '?status=']) {
        const res = await call('GET', `/company/${c.companyId}/jobs${query}`, { token: tokenC });
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorResponse>().fields?.[0]?.path).toMatch(/^querystring\./);
      }
    });
  });

  describe('tenancy and authentication', () => {
    let jobOfA: number;

    beforeAll(async () => {
      jobOfA = await createJob(t.database.db, a.companyId, { title: 'Job of A' });
    });

    const recruiterRoutes = (companyId: number, jobId: number): [Method, string, object?][] => [
      ['GET', `/company/${companyId}/jobs`],
      ['POST', `/company/${companyId}/jobs`, validBody({ title: 'Intruder' })],
      ['PUT', `/company/${companyId}/jobs/${jobId}`, validBody({ title: 'Intruder' })],
      ['DELETE', `/company/${companyId}/jobs/${jobId}`],
    ];

    it("refuses company B's token on every route of company A (403) and changes nothing", async () => {
      const before = await jobRow(jobOfA);
      const count = await jobCount();
      for (const [method, url, body] of recruiterRoutes(a.companyId, jobOfA)) {
        const res = await call(method, url, { token: tokenB, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await jobRow(jobOfA)).toEqual(before);
      expect(await jobCount()).toBe(count);
    });

    it("answers 404 when company B names A's job under its own company and changes nothing", async () => {
      const before = await jobRow(jobOfA);
      for (const [method, url, body] of recruiterRoutes(b.companyId, jobOfA).slice(2)) {
        const res = await call(method, url, { token: tokenB, body });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json<ErrorResponse>().message).toBe('Job not found');
      }
      expect(await jobRow(jobOfA)).toEqual(before);
    });

    it("answers 404 when A names B's job under A", async () => {
      const jobOfB = await createJob(t.database.db, b.companyId);
      const before = await jobRow(jobOfB);
      for (const [method, url, body] of recruiterRoutes(a.companyId, jobOfB).slice(2)) {
        expect((await call(method, url, { token: tokenA, body })).statusCode, `${method} ${url}`).toBe(404);
      }
      expect(await jobRow(jobOfB)).toEqual(before);
    });

    it('refuses every recruiter route without a token (401) and changes nothing', async () => {
      const before = await jobRow(jobOfA);
      const count = await jobCount();
      for (const [method, url, body] of recruiterRoutes(a.companyId, jobOfA)) {
        const res = await call(method, url, { body });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
      expect(await jobRow(jobOfA)).toEqual(before);
      expect(await jobCount()).toBe(count);
    });

    it('requires the anti-forgery header for cookie-authenticated writes', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/company/${a.companyId}/jobs`,
        cookies: { [TOKEN_COOKIE]: tokenA },
        payload: validBody(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().code).toBe('CSRF');
    });
  });

  describe('hostile input', () => {
    const badIds = [
      'abc',
      encodeURIComponent('1;drop table jobs'),
      '99999999999',
      '-1',
      '0',
      '1.5',
      '%00',
      '..%2F..%2Fetc',
    ];

    it('never answers 5xx to hostile job ids', async () => {
      const count = await jobCount();
      for (const id of badIds) {
        for (const [method, url] of [
          ['GET', `/job/${id}`],
          ['PUT', `/company/${a.companyId}/jobs/${id}`],
          ['DELETE', `/company/${a.companyId}/jobs/${id}`],
        ] as const) {
          const res = await call(method, url, {
            token: tokenA,
            body: method === 'PUT' ? validBody() : undefined,
          });
          expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        }
      }
      expect(await jobCount()).toBe(count);
    });

    it('rejects wrongly typed bodies and malformed JSON with 400', async () => {
      const count = await jobCount();
      const bodies: unknown[] = [
        validBody({ title: 123 }),
        validBody({ locations: 'Austin' }),
        validBody({ responsibilities: [1, 2] }),
        validBody({ divisionId: 'one' }),
        validBody({ title: 'x'.repeat(201) }),
        validBody({ description: { html: '<p>' } }),
        [validBody()],
        'just a string',
        null,
        // PostgreSQL text cannot store U+0000, so it must be refused before it reaches the database.
        validBody({ title: 'a\u0000b' }),
        validBody({ description: '<p>\u0000</p>' }),
        validBody({ applyUrl: 'https://jobs.example/\u0000' }),
        validBody({ responsibilities: ['\u0000'] }),
        validBody({ locations: [{ city: '\u0000' }] }),
        validBody({ status: 'Open\u0000' }),
      ];
      for (const body of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/company/${a.companyId}/jobs`,
          headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const malformed = await t.app.inject({
        method: 'POST',
        url: `/api/v1/company/${a.companyId}/jobs`,
        headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
        payload: '{"title": "Broken"',
      });
      expect(malformed.statusCode).toBe(400);
      expect(await jobCount()).toBe(count);
    });

    it('stores injection-shaped and unicode text as plain data', async () => {
      const title = `Robert'); DROP TABLE jobs;-- 🙂 ü`;
      const job = await createViaApi(validBody({ title, skills: `"'; --` }));
      expect(await jobRow(job.id)).toMatchObject({ title, skills: `"'; --` });
    });
  });
});
