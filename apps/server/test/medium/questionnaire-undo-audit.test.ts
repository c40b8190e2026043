import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditList } from '@vi/contracts';
import { createTwoTenants, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * Deactivate and Detach, and the Undo the list and the job panel offer for them: each change that happened
 * is in the audit log once, an Undo says it undoes, and a call that changed nothing records nothing.
 */
describe.each(DIALECTS)('questionnaire status and links in the audit log (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let tokenA: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ a, tokenA } = await createTwoTenants(t));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = createCall(() => t.app, { token: () => tokenA });

  async function entriesOf(questionnaireId: string) {
    const response = await call('GET', `/company/${a.companyId}/audit?limit=200`);
    expect(response.statusCode).toBe(200);
    return response
      .json<AuditList>()
      .data.filter((entry) => entry.details.questionnaireId === questionnaireId)
      .reverse()
      .map((entry) => ({ type: entry.type, ...entry.details }));
  }

  it('records a deactivation, and its undo as a reactivation that says so', async () => {
    const { questionnaireId } = await createQuestionnaire(db(), a.companyId, a.userId, {
      name: 'Night shift',
      questions: ['Why nights?'],
    });
    const off = await call('DELETE', `/questionnaire/${questionnaireId}`, {
      body: { companyId: a.companyId },
    });
    expect(off.statusCode).toBe(200);
    // Deactivating an inactive one changes nothing, so it records nothing.
    expect((await call('DELETE', `/questionnaire/${questionnaireId}`)).statusCode).toBe(200);
    const undo = await call('PATCH', `/questionnaire/${questionnaireId}`, {
      body: { active: true, undo: true },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<{ active: boolean }>().active).toBe(true);
    await call('DELETE', `/questionnaire/${questionnaireId}`);
    await call('PATCH', `/questionnaire/${questionnaireId}`, { body: { active: true } });

    expect(await entriesOf(questionnaireId)).toEqual([
      { type: 'questionnaire_deactivated', questionnaireId, name: 'Night shift' },
      { type: 'questionnaire_reactivated', questionnaireId, name: 'Night shift', undo: true },
      { type: 'questionnaire_deactivated', questionnaireId, name: 'Night shift' },
      { type: 'questionnaire_reactivated', questionnaireId, name: 'Night shift', undo: false },
    ]);
  });

  it('records a detach, and its undo as an attach that says so', async () => {
    const jobId = await createJob(db(), a.companyId, { title: 'Harbour pilot' });
    const { questionnaireId } = await createQuestionnaire(db(), a.companyId, a.userId, {
      questions: ['Why the sea?'],
    });
    expect(
      (await call('POST', `/job/${jobId}/questionnaire`, { body: { questionnaireId } })).statusCode,
    ).toBe(201);
    expect(
      (await call('DELETE', `/job/${jobId}/questionnaire`, { body: { questionnaireId } })).statusCode,
    ).toBe(200);
    const undo = await call('POST', `/job/${jobId}/questionnaire`, { body: { questionnaireId, undo: true } });
    expect(undo.statusCode).toBe(201);
    // Attaching what is attached already changes nothing, so it records nothing.
    expect(
      (await call('POST', `/job/${jobId}/questionnaire`, { body: { questionnaireId } })).statusCode,
    ).toBe(200);

    const job = 'Harbour pilot';
    expect(await entriesOf(questionnaireId)).toEqual([
      { type: 'questionnaire_attached', questionnaireId, jobId, job, undo: false },
      { type: 'questionnaire_detached', questionnaireId, jobId, job },
      { type: 'questionnaire_attached', questionnaireId, jobId, job, undo: true },
    ]);
  });
  it('lists actions done within one millisecond in the order they happened', async () => {
    const jobId = await createJob(db(), a.companyId, { title: 'Ferry mate' });
    const { questionnaireId } = await createQuestionnaire(db(), a.companyId, a.userId, {
      questions: ['Why ferries?'],
    });
    // The clock stands still: every write reads the same millisecond, as quick requests can.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const [method, undo] of [
        ['POST', false],
        ['DELETE', false],
        ['POST', true],
        ['DELETE', false],
      ] as const) {
        const body = { questionnaireId, ...(undo ? { undo } : {}) };
        expect((await call(method, `/job/${jobId}/questionnaire`, { body })).statusCode).toBeLessThan(300);
      }
    } finally {
      vi.useRealTimers();
    }
    const job = 'Ferry mate';
    expect(await entriesOf(questionnaireId)).toEqual([
      { type: 'questionnaire_attached', questionnaireId, jobId, job, undo: false },
      { type: 'questionnaire_detached', questionnaireId, jobId, job },
      { type: 'questionnaire_attached', questionnaireId, jobId, job, undo: true },
      { type: 'questionnaire_detached', questionnaireId, jobId, job },
    ]);
  });
});
