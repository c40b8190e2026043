import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '@vi/contracts';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * Reads of candidates' personal data in bulk leave an entry (one per request, with the filter and the
 * count), and a guid used with a recruiter's credential names that recruiter, not "the applicant".
 */
describe.each(DIALECTS)('audited reads and real actors (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let admin: string;
  let dana: ApplicationFixture;
  let noor: ApplicationFixture;
  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const ofType = async (type: string): Promise<AuditEntry[]> => {
    const res = await call('GET', `/company/${a.companyId}/audit?type=${type}&limit=200`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditList>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    admin = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    const job = await createJob(db(), a.companyId);
    dana = await createApplication(db(), a.companyId, job, null, { firstName: 'Dana', lastName: 'Quill' });
    noor = await createApplication(db(), a.companyId, job, null, { firstName: 'Noor', lastName: 'Khan' });
  });
  afterAll(() => t.close());

  it('records each read of the interview list with its filter and count, never the search words', async () => {
    expect((await call('GET', `/company/${a.companyId}/interviews`, { token: admin })).statusCode).toBe(200);
    const searched = await call('GET', `/company/${a.companyId}/interviews?q=Quill&status=Incomplete`, {
      token: admin,
    });
    expect(searched.statusCode).toBe(200);
    const entries = await ofType('interviews_listed');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      interviewId: null,
      actor: { kind: 'user', id: String(a.userId) },
      details: { rows: 1, total: 1, searched: true, status: 'Incomplete', page: 1 },
    });
    expect(entries[1]!.details).toMatchObject({ rows: 2, searched: false });
    expect(JSON.stringify(entries)).not.toContain('Quill');
  });

  it('records reads of notes and activity once per interview and reader a window', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call('GET', `/interviews/${dana.applicationId}/notes`, { token: admin })).statusCode,
      ).toBe(200);
      expect(
        (await call('GET', `/interviews/${dana.applicationId}/activity`, { token: admin })).statusCode,
      ).toBe(200);
    }
    expect(await ofType('notes_read')).toEqual([
      expect.objectContaining({ interviewId: dana.applicationId }),
    ]);
    expect(await ofType('activity_read')).toEqual([
      expect.objectContaining({ interviewId: dana.applicationId }),
    ]);
  });

  it('names the recruiter whose credential came with a guid export or erasure', async () => {
    const exported = await call('GET', `/interview/${dana.guid}/export`, { token: admin });
    expect(exported.statusCode).toBe(200);
    const plain = await call('GET', `/interview/${noor.guid}/export`, { token: null });
    expect(plain.statusCode).toBe(200);
    const exports = await ofType('interview_exported');
    expect(exports.find((e) => e.interviewId === dana.applicationId)?.actor).toMatchObject({
      kind: 'user',
      id: String(a.userId),
    });
    expect(exports.find((e) => e.interviewId === noor.applicationId)?.actor.kind).toBe('applicant');

    const erased = await call('POST', `/interview/${dana.guid}/erase`, {
      token: admin,
      body: { confirm: true },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [entry] = await ofType('erased');
    expect(entry).toMatchObject({
      interviewId: dana.applicationId,
      actor: { kind: 'user', id: String(a.userId) },
    });
  });
});
