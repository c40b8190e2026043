import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicJobSchema, type ErrorResponse, type Job } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * Only an open job's card is public: a draft's or a closed job's card cannot be read by counting
 * through job ids. Its own applicants (their guid) and its own company still see it.
 */
describe.each(DIALECTS)('job card visibility (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let tokenA: string;
  let tokenB: string;
  const call = createCall(() => t.app);
  const ids: Record<'open' | 'openLower' | 'draft' | 'closed' | 'other', number> = {
    open: 0,
    openLower: 0,
    draft: 0,
    closed: 0,
    other: 0,
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ a, tokenA, tokenB } = await createTwoTenants(t));
    const db = t.database.db;
    ids.open = await createJob(db, a.companyId, { status: 'Open' });
    ids.openLower = await createJob(db, a.companyId, { status: ' open ' });
    ids.draft = await createJob(db, a.companyId, { status: 'Draft' });
    ids.closed = await createJob(db, a.companyId, { status: 'Closed' });
    ids.other = await createJob(db, a.companyId, { status: 'On hold' });
  });
  afterAll(() => t.close());

  const expectSameAsMissing = async (url: string, token?: string) => {
    const res = await call('GET', url, token ? { token } : {});
    const missing = await call('GET', '/job/987654321', token ? { token } : {});
    expect(res.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(res.json<ErrorResponse>()).toEqual(missing.json<ErrorResponse>());
  };

  it('shows an open job card to anyone, cacheable as public', async () => {
    for (const id of [ids.open, ids.openLower]) {
      const res = await call('GET', `/job/${id}`);
      expect(res.statusCode).toBe(200);
      expect(PublicJobSchema.strict().parse(res.json())).toMatchObject({ id, title: 'Robotics Engineer' });
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
  });

  it('answers a draft, closed or other job exactly like a missing one, without and with a foreign token', async () => {
    for (const id of [ids.draft, ids.closed, ids.other]) {
      await expectSameAsMissing(`/job/${id}`);
      await expectSameAsMissing(`/job/${id}`, tokenB);
    }
  });

  it('still answers the same 404 when the card was read while open and the job closed since', async () => {
    const id = await createJob(t.database.db, a.companyId, { status: 'Open' });
    expect((await call('GET', `/job/${id}`)).statusCode).toBe(200);
    const closed = await call('PUT', `/company/${a.companyId}/jobs/${id}`, {
      token: tokenA,
      body: { title: 'Robotics Engineer', status: 'Closed', locations: [] },
    });
    expect(closed.statusCode).toBe(200);
    await expectSameAsMissing(`/job/${id}`);
  });

  it('shows a closed job card to an applicant of that job through their guid, privately', async () => {
    const { guid } = await createApplication(t.database.db, a.companyId, ids.closed, null);
    const res = await call('GET', `/job/${ids.closed}?guid=${guid.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(PublicJobSchema.strict().parse(res.json())).toMatchObject({ id: ids.closed });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("refuses a guid of another job's application, a malformed guid or an unknown one", async () => {
    const { guid } = await createApplication(t.database.db, a.companyId, ids.open, null);
    await expectSameAsMissing(`/job/${ids.draft}?guid=${guid}`);
    await expectSameAsMissing(`/job/${ids.draft}?guid=not-a-guid`);
    await expectSameAsMissing(`/job/${ids.draft}?guid=7b0c7a4e-2a57-4c4e-9d8b-2f6f3a0f9e11`);
  });

  it('shows every field of a draft or closed job to its own company', async () => {
    for (const [id, status] of [
      [ids.draft, 'Draft'],
      [ids.closed, 'Closed'],
    ] as const) {
      const res = await call('GET', `/job/${id}`, { token: tokenA });
      expect(res.statusCode).toBe(200);
      expect(res.json<Job>()).toMatchObject({ id, status });
    }
  });
});
