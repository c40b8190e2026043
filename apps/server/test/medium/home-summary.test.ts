import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSummary } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

const HOUR_MS = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/**
 * GET /company/{id}/home: the recruiter home's work waiting, counted for the caller's company only:
 * interviews completed since the last visit (7 days without one), invitations expiring within 72 hours,
 * open jobs without a questionnaire.
 */
describe.each(DIALECTS)('home summary (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    tenants = await createTwoTenants(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function interview(
    companyId: number,
    jobId: number,
    fields: { completedAt?: string; deadline?: string },
  ) {
    const status = fields.completedAt === undefined ? 'Incomplete' : 'Completed';
    const app = await createApplication(db(), companyId, jobId, null, { status });
    await db()
      .updateTable('applications')
      .set({ completed_at: fields.completedAt ?? null, deadline: fields.deadline ?? null })
      .where('id', '=', app.applicationId)
      .execute();
    return app.applicationId;
  }

  const summary = (query = '', token = tenants.tokenA, companyId = tenants.a.companyId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${companyId}/home${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('counts new completed interviews, expiring invitations and open jobs without a questionnaire', async () => {
    const { companyId } = tenants.a;
    const withQuestionnaire = await createJob(db(), companyId, { title: 'Deckhand' });
    const q = await createQuestionnaire(db(), companyId, tenants.a.userId, { questions: ['Why?'] });
    await db()
      .insertInto('job_questionnaires')
      .values({
        job_id: withQuestionnaire,
        questionnaire_id: q.questionnaireId,
        attached_by: null,
        created_at: hoursFromNow(0),
      })
      .execute();
    await createJob(db(), companyId, { title: 'Harbour pilot' }); // open, no questionnaire
    await createJob(db(), companyId, { title: 'Old role', status: 'Closed' }); // closed: not work
    await interview(companyId, withQuestionnaire, { completedAt: hoursFromNow(-2) });
    await interview(companyId, withQuestionnaire, { completedAt: hoursFromNow(-50) });
    await interview(companyId, withQuestionnaire, { completedAt: hoursFromNow(-24 * 10) }); // older than 7 days
    await interview(companyId, withQuestionnaire, { deadline: hoursFromNow(5) });
    await interview(companyId, withQuestionnaire, { deadline: hoursFromNow(71) });
    await interview(companyId, withQuestionnaire, { deadline: hoursFromNow(80) }); // not soon
    await interview(companyId, withQuestionnaire, { deadline: hoursFromNow(-1) }); // expired already
    const erased = await interview(companyId, withQuestionnaire, { completedAt: hoursFromNow(-1) });
    await db()
      .updateTable('applications')
      .set({ deleted_at: hoursFromNow(0) })
      .where('id', '=', erased)
      .execute();
    // Company B's work is not A's.
    const jobB = await createJob(db(), tenants.b.companyId, { title: 'Other' });
    await interview(tenants.b.companyId, jobB, { completedAt: hoursFromNow(-1) });

    const week = await summary();
    expect(week.statusCode).toBe(200);
    expect(week.json<HomeSummary>()).toMatchObject({
      newCompleted: 2,
      expiringSoon: 2,
      expiringWithinHours: 72,
      openJobsWithoutQuestionnaire: 1,
    });

    // Since the last visit: only what completed after it.
    const since = hoursFromNow(-24);
    const visit = (await summary(`?since=${encodeURIComponent(since)}`)).json<HomeSummary>();
    expect(visit.newCompleted).toBe(1);
    expect(visit.since).toBe(since);
    // A visit long ago counts from 90 days back at most.
    const old = (
      await summary(`?since=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`)
    ).json<HomeSummary>();
    expect(Date.now() - Date.parse(old.since)).toBeLessThanOrEqual(90 * 24 * HOUR_MS + 60_000);
    expect(old.newCompleted).toBe(3);
  });

  it('refuses a malformed since, another company and a caller without credentials', async () => {
    expect((await summary('?since=yesterday')).statusCode).toBe(400);
    expect((await summary('', tenants.tokenB)).statusCode).toBe(403);
    const bare = await t.app.inject({ method: 'GET', url: `/api/v1/company/${tenants.a.companyId}/home` });
    expect(bare.statusCode).toBe(401);
  });
});
