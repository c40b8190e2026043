import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionImpact } from '@vi/contracts';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * GET /company/{id}/retention/impact (docs/privacy.md): before a shorter rule is saved, the Settings screen
 * asks how many interviews and answers it deletes at once and in the month after. Counts only; nothing
 * changes, and the saved rule is not consulted.
 */
describe.each(DIALECTS)('retention impact (%s)', (dialect) => {
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

  async function interview(fields: { completedAt?: string; deadline?: string; answers?: number }) {
    const jobId = await createJob(db(), tenants.a.companyId, { title: 'Deckhand' });
    const status = fields.completedAt === undefined ? 'Incomplete' : 'Completed';
    const app = await createApplication(db(), tenants.a.companyId, jobId, null, { status });
    await db()
      .updateTable('applications')
      .set({ completed_at: fields.completedAt ?? null, deadline: fields.deadline ?? null })
      .where('id', '=', app.applicationId)
      .execute();
    for (let i = 0; i < (fields.answers ?? 0); i++) {
      await createAnswer(db(), app.applicationId, { questionKey: `q${i}`, position: i });
    }
    return app.applicationId;
  }

  const impact = (query: string, token = tenants.tokenA, companyId = tenants.a.companyId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${companyId}/retention/impact${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('counts the interviews and answers a rule deletes at once and within 30 days, changing nothing', async () => {
    await interview({ completedAt: daysFromNow(-100), answers: 3 }); // due at once under 60 days
    await interview({ completedAt: daysFromNow(-61), answers: 2 }); // due at once under 60 days
    await interview({ deadline: daysFromNow(-70) }); // expired unanswered: due at once, no answers
    await interview({ completedAt: daysFromNow(-45), answers: 1 }); // due in 15 days under 60 days
    await interview({ completedAt: daysFromNow(-5), answers: 4 }); // due in 55 days: outside the window
    await interview({}); // no deadline: the rule never starts its clock
    const erased = await interview({ completedAt: daysFromNow(-200), answers: 2 });
    await db()
      .updateTable('applications')
      .set({
        deleted_at: daysFromNow(-1),
        deletion_requested_at: daysFromNow(-1),
        deletion_reason: 'retention',
      })
      .where('id', '=', erased)
      .execute();

    const response = await impact('?retentionDays=60');
    expect(response.statusCode).toBe(200);
    const body = response.json<RetentionImpact>();
    expect(body).toMatchObject({
      retentionDays: 60,
      windowDays: 30,
      atOnce: { interviews: 3, answers: 5 },
      later: { interviews: 1, answers: 1 },
    });
    expect(Date.parse(body.asOf) - Date.parse(body.cutoff)).toBe(60 * DAY_MS);
    // Counts only: no name, email or id of an interview is in the answer.
    expect(response.body).not.toMatch(/Alex|Morgan|@example\.com/);

    const shorter = (await impact('?retentionDays=30')).json<RetentionImpact>();
    expect(shorter.atOnce).toEqual({ interviews: 4, answers: 6 });
    expect(shorter.later).toEqual({ interviews: 1, answers: 4 });

    // Asking saved nothing: the company still keeps data until erased.
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/settings`,
      headers: { authorization: `Bearer ${tenants.tokenA}` },
    });
    expect(settings.json<{ retentionDays: number | null }>().retentionDays).toBeNull();
  });

  it('refuses days outside the limits, another company and a caller without credentials', async () => {
    for (const days of ['0', '-1', '5000', 'x', '1.5']) {
      expect((await impact(`?retentionDays=${days}`)).statusCode, days).toBe(400);
    }
    expect((await impact('?retentionDays=30', tenants.tokenB)).statusCode).toBe(403);
    expect((await impact('?retentionDays=30', tenants.tokenB, tenants.b.companyId)).json()).toMatchObject({
      atOnce: { interviews: 0, answers: 0 },
    });
    const bare = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${tenants.a.companyId}/retention/impact?retentionDays=30`,
    });
    expect(bare.statusCode).toBe(401);
  });
});
