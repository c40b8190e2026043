import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/** Erasure leaves no client report that names the applicant, in whatever field or case it does. */
describe.each(DIALECTS)('erasure and client reports (%s)', (dialect) => {
  let t: TestApp;
  let zelda: ApplicationFixture;
  const call = createCall(() => t.app);
  const report = (body: object) => call('POST', '/logger/log', { body: { level: 'error', ...body } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await createCompany(t.database.db, { name: 'Company A' });
    const job = await createJob(t.database.db, a.companyId);
    zelda = await createApplication(t.database.db, a.companyId, job, null, {
      firstName: 'Zelda',
      lastName: 'Fitz',
      email: 'zelda.fitz@example.com',
    });
  });
  afterAll(() => t.close());

  it('removes reports whose message, notes or context hold the guid or the email', async () => {
    expect((await report({ message: `upload failed for ${zelda.guid.toUpperCase()}` })).statusCode).toBe(202);
    expect(
      (await report({ message: 'form error', notes: { email: 'Zelda.Fitz@example.com' } })).statusCode,
    ).toBe(202);
    expect((await report({ message: 'unrelated', context: { component: 'x' } })).statusCode).toBe(202);
    const erased = await call('POST', `/interview/${zelda.guid}/erase`, { body: { confirm: true } });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.database.db.selectFrom('client_logs').select('message').execute();
    expect(left.map((r) => r.message)).toEqual(['unrelated']);
  });
});
