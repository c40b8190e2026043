import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewDetail, InterviewList, Job } from '@vi/contracts';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { refreshInterviewSearch } from '../../src/modules/interviews/interview-search.repository.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DIALECTS)('a reviewer sees only the jobs they are assigned to (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let companyId: number;
  let reviewerId: number;
  let reviewer: string;
  let assignedJob: number;
  let otherJob: number;
  let mine: { applicationId: string; answerId: string };
  let theirs: { applicationId: string; answerId: string };
  const db = () => t.database.db;
  const get = (url: string, token = reviewer) => t.app.inject({ url, headers: auth(token) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tenants = await createTwoTenants(t);
    companyId = tenants.a.companyId;
    assignedJob = await createJob(db(), companyId, { title: 'Assigned' });
    otherJob = await createJob(db(), companyId, { title: 'Other' });
    const make = async (jobId: number, email: string) => {
      const q = await createQuestionnaire(db(), companyId, tenants.a.userId, { attachTo: [jobId] });
      const application = await createApplication(db(), companyId, jobId, q.questionnaireId, {
        email,
        status: 'Completed',
      });
      const resumeKey = `resumes/${application.applicationId}/resume.pdf`;
      await t.app.storage.put(resumeKey, Buffer.from('%PDF-1.4\n%%EOF\n'));
      await db()
        .updateTable('applications')
        .set({ resume_key: resumeKey, resume_name: 'resume.pdf', resume_type: 'application/pdf' })
        .where('id', '=', application.applicationId)
        .execute();
      const answer = await createAnswer(db(), application.applicationId, { questionKey: q.questionIds[0] });
      await t.app.storage.put(answer.mediaKey, Buffer.from('webm bytes'));
      return { applicationId: application.applicationId, answerId: answer.answerId };
    };
    mine = await make(assignedJob, 'mine@example.com');
    theirs = await make(otherJob, 'theirs@example.com');

    reviewerId = await insertUser(db(), { companyId, firstName: 'Vera', lastName: 'Viewer' });
    await db().updateTable('users').set({ role: 'reviewer' }).where('id', '=', reviewerId).execute();
    reviewer = await t.tokenFor({ companyId, userId: reviewerId });
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/${companyId}/team/${reviewerId}`,
      headers: auth(tenants.tokenA),
      payload: { jobIds: [assignedJob] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });
  afterAll(() => t.close());

  it('lists and searches only the assigned job’s interviews, and only that job', async () => {
    const list = (await get(`/api/v1/company/${companyId}/interviews`)).json<InterviewList>();
    expect(list.data.map((i) => i.id)).toEqual([mine.applicationId]);
    expect(list.total).toBe(1);
    const filtered = await get(`/api/v1/company/${companyId}/interviews?jobId=${otherJob}`);
    expect(filtered.json<InterviewList>().data).toEqual([]);
    const jobs = (await get(`/api/v1/company/${companyId}/jobs`)).json<Job[]>();
    expect(jobs.map((j) => j.id)).toEqual([assignedJob]);
    // The owner still sees both.
    const all = (await get(`/api/v1/company/${companyId}/interviews`, tenants.tokenA)).json<InterviewList>();
    expect(all.total).toBe(2);
  });

  it('answers 404 for another job’s interview, its notes, review, resume and media', async () => {
    expect((await get(`/api/v1/interviews/${mine.applicationId}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/interviews/${theirs.applicationId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/interviews/${theirs.applicationId}/notes`)).statusCode).toBe(404);
    expect((await get(`/api/v1/interviews/${theirs.applicationId}/resume`)).statusCode).toBe(404);
    expect((await get(`/api/v1/media/answers/${theirs.answerId}/video`)).statusCode).toBe(404);
    expect((await get(`/api/v1/media/answers/${mine.answerId}/video`)).statusCode).toBe(200);
    const rated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${theirs.applicationId}/review`,
      headers: auth(reviewer),
      payload: { overall: 4 },
    });
    expect(rated.statusCode).toBe(404);
    const ownRating = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${mine.applicationId}/review`,
      headers: auth(reviewer),
      payload: { overall: 4 },
    });
    expect(ownRating.statusCode).toBeLessThan(300);
  });

  it('finds no interview by an applicant’s email or phone, only by name: search cannot reveal contact details', async () => {
    await db()
      .updateTable('applicants')
      .set({ phone: '+44 7700 900123' })
      .where(
        'id',
        '=',
        db().selectFrom('applications').select('applicant_id').where('id', '=', mine.applicationId),
      )
      .execute();
    await refreshInterviewSearch(db(), [mine.applicationId]);
    const search = async (q: string) =>
      (await get(`/api/v1/company/${companyId}/interviews?q=${encodeURIComponent(q)}`)).json<InterviewList>();
    const byName = await search('Alex');
    expect(byName.data.map((i) => i.id)).toEqual([mine.applicationId]);
    // Whole address, its local part, its domain, the phone and its last digits: a reviewer guessing
    // "is this the person with that address?" learns nothing.
    for (const probe of ['mine@example.com', 'mine', 'example.com', '+44 7700 900123', '900123']) {
      expect((await search(probe)).total, probe).toBe(0);
    }
  });

  it('hides email, phone and resume unless granted', async () => {
    const hidden = (await get(`/api/v1/interviews/${mine.applicationId}`)).json<InterviewDetail>();
    expect(hidden).toMatchObject({
      applicantEmail: '',
      applicantPhone: null,
      hasResume: false,
      resumeUrl: null,
    });
    const listed = (await get(`/api/v1/company/${companyId}/interviews`)).json<InterviewList>();
    expect(JSON.stringify(listed)).not.toContain('mine@example.com');
    expect((await get(`/api/v1/interviews/${mine.applicationId}/resume`)).statusCode).toBe(404);

    const granted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/${companyId}/team/${reviewerId}`,
      headers: auth(tenants.tokenA),
      payload: { canSeeContactDetails: true },
    });
    expect(granted.statusCode).toBe(200);
    const shown = (await get(`/api/v1/interviews/${mine.applicationId}`)).json<InterviewDetail>();
    expect(shown).toMatchObject({ applicantEmail: 'mine@example.com', hasResume: true });
    expect((await get(`/api/v1/interviews/${mine.applicationId}/resume`)).statusCode).toBe(200);
  });

  it('refuses settings, exports, share links, webhooks, API keys, the audit log and the team with 403', async () => {
    const refused = [
      ['GET', `/api/v1/company/${companyId}/settings`],
      ['GET', `/api/v1/company/${companyId}/interviews.csv`],
      ['GET', `/api/v1/company/${companyId}/share-links`],
      ['GET', `/api/v1/company/${companyId}/webhooks`],
      ['GET', `/api/v1/company/${companyId}/api-keys`],
      ['GET', `/api/v1/company/${companyId}/audit`],
      ['GET', `/api/v1/company/${companyId}/team`],
      ['GET', `/api/v1/company/${companyId}/funnel`],
    ] as const;
    for (const [method, url] of refused) {
      const res = await t.app.inject({ method, url, headers: auth(reviewer) });
      expect(res.statusCode, url).toBe(403);
    }
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${companyId}/share-links`,
      headers: auth(reviewer),
      payload: { interviewIds: [mine.applicationId] },
    });
    expect(share.statusCode).toBe(403);
  });
});
