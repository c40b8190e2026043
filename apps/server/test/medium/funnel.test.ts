import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkInviteResponse, FunnelResponse } from '@vi/contracts';
import { createAnswer } from '../factories/answer.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire, type QuestionnaireFixture } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

describe.each(DIALECTS)('GET /company/{companyId}/funnel (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let jobId: number;
  let otherJobId: number;
  let questionnaire: QuestionnaireFixture;
  let guids: string[];

  const auth = () => ({ authorization: `Bearer ${tenants.tokenA}` });

  async function invite(job: number, people: string[]): Promise<string[]> {
    const form = new FormData();
    form.append('jobId', String(job));
    const csv = [
      'firstName,lastName,email',
      ...people.map((p) => `${p},Applicant,${p.toLowerCase()}-${job}@example.com`),
    ];
    form.append('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'people.csv');
    const body = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite/bulk',
      headers: { ...auth(), 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    const result = res.json<BulkInviteResponse>();
    expect(result.created).toBe(people.length);
    return result.rows.map((r) => r.applicationGuid ?? '');
  }

  const idOf = async (guid: string) =>
    (
      await t.database.db
        .selectFrom('applications')
        .select('id')
        .where('guid', '=', guid)
        .executeTakeFirstOrThrow()
    ).id;

  async function funnel(query = ''): Promise<FunnelResponse> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/funnel${query}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    return res.json<FunnelResponse>();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tenants = await createTwoTenants(t);
    const { a } = tenants;
    jobId = await createJob(t.database.db, a.companyId, { title: 'Analyst' });
    otherJobId = await createJob(t.database.db, a.companyId, { title: 'Designer' });
    questionnaire = await createQuestionnaire(t.database.db, a.companyId, a.userId, { attachTo: [jobId] });
    await createQuestionnaire(t.database.db, a.companyId, a.userId, { attachTo: [otherJobId] });

    guids = await invite(jobId, ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay']);
    await invite(otherJobId, ['Gus', 'Hal']);
    // Four open their link (one of them twice), three start answering.
    for (const guid of [...guids.slice(0, 4), guids[0] ?? '']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/interview/${guid}` })).statusCode).toBe(200);
    }
    for (const guid of guids.slice(0, 3)) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/answer/${guid}/initialize` })).statusCode,
      ).toBe(200);
    }
    // Two answer everything and complete; the third stops after the first question.
    for (const [index, guid] of guids.slice(0, 3).entries()) {
      const applicationId = await idOf(guid);
      const keys = index < 2 ? questionnaire.questionIds : questionnaire.questionIds.slice(0, 1);
      for (const [position, questionKey] of keys.entries()) {
        await createAnswer(t.database.db, applicationId, { questionKey, position });
      }
      if (index < 2) {
        const done = await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/interview/${guid}`,
          payload: { status: 'Completed' },
        });
        expect(done.statusCode).toBe(200);
      }
    }
    // Known durations for the median: 10 and 20 minutes.
    for (const [index, minutes] of [10, 20].entries()) {
      const started = new Date(Date.UTC(2026, 0, 5, 9, 0, 0));
      const completed = new Date(started.getTime() + minutes * 60_000);
      await t.database.db
        .updateTable('applications')
        .set({ started_at: started.toISOString(), completed_at: completed.toISOString() })
        .where('guid', '=', guids[index] ?? '')
        .execute();
    }
  });
  afterAll(() => t.close());

  it('counts invited → opened → started → completed for a job, as they happened', async () => {
    const result = await funnel(`?jobId=${jobId}`);
    expect(result).toEqual({
      invited: 6,
      opened: 4,
      started: 3,
      completed: 2,
      expired: 0,
      medianMinutesToComplete: 15,
      // Recorded questions only: nobody can be screened out, and there are no options to count.
      screenedOut: 0,
      jobs: [{ jobId, jobTitle: 'Analyst', interviews: 6, screenedOut: 0 }],
      questions: questionnaire.questionIds.map((questionId, position) => ({
        questionId,
        questionText: expect.any(String) as string,
        position,
        type: 'Text',
        answered: position === 0 ? 3 : 2,
        options: null,
      })),
    });
  });

  it('narrows by questionnaire, and counts the whole company without a filter', async () => {
    const byQuestionnaire = await funnel(`?questionnaireId=${questionnaire.questionnaireId}`);
    expect(byQuestionnaire).toMatchObject({ invited: 6, completed: 2 });
    const all = await funnel();
    expect(all).toMatchObject({ invited: 8, opened: 4, started: 3, completed: 2, questions: [] });
    const other = await funnel(`?jobId=${otherJobId}`);
    expect(other).toMatchObject({ invited: 2, opened: 0, completed: 0, medianMinutesToComplete: null });
  });

  it("keeps companies apart: another company's path is forbidden, its job not found", async () => {
    const { b, tokenB } = tenants;
    const asB = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/funnel`,
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(asB.statusCode).toBe(403);
    const jobOfA = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${b.companyId}/funnel?jobId=${jobId}`,
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(jobOfA.statusCode).toBe(404);
  });
});

describe('funnel: expired invitations (sqlite)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('counts those whose deadline passed before completion', async () => {
    t = await createTestApp('sqlite');
    const { a, tokenA } = await createTwoTenants(t);
    const db = t.database.db;
    const jobId = await createJob(db, a.companyId, { title: 'Deadlines' });
    const { createApplication } = await import('../factories/application.factory.js');
    const past = '2026-01-01T00:00:00.000Z';
    const future = '2999-01-01T00:00:00.000Z';
    const setDeadline = (id: string, deadline: string) =>
      sql`update applications set deadline = ${deadline} where id = ${id}`.execute(db);
    await setDeadline((await createApplication(db, a.companyId, jobId, null)).applicationId, past);
    await setDeadline((await createApplication(db, a.companyId, jobId, null)).applicationId, future);
    await createApplication(db, a.companyId, jobId, null);
    const lateButDone = await createApplication(db, a.companyId, jobId, null, { status: 'Completed' });
    await setDeadline(lateButDone.applicationId, '2000-01-01T00:00:00.000Z');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${a.companyId}/funnel?jobId=${jobId}`,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(res.json<FunnelResponse>()).toMatchObject({ invited: 4, expired: 2, completed: 1 });
  });
});
