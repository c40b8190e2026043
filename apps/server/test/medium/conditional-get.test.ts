import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobSchema, PublicJobSchema, type Job, type PublicJob, type Questionnaire } from '@vi/contracts';
import { preparedQuery } from '../../src/db/prepared-query.js';
import { etagOf, matchesIfNoneMatch } from '../../src/lib/etag.js';
import { JOB_CARD_FRESH_MS } from '../../src/modules/jobs/job-card.cache.js';
import { listBody } from '../../src/modules/questionnaires/questionnaire-list.cache.js';
import { createTwoTenants, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * Conditional GET on the two hot reads (docs/decisions/0020-api-read-path.md): the questionnaire list and
 * the job card answer with an ETag, a request holding it gets 304 with no body, and every change of what
 * the body says changes the tag.
 */
describe.each(DIALECTS)('conditional GET (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ a, tokenA, tokenB } = await createTwoTenants(t));
  });
  afterAll(() => t.close());

  const call = createCall(() => t.app);
  /** The If-None-Match header of a conditional GET; none without an etag. */
  const matching = (etag?: string): Record<string, string> => (etag ? { 'if-none-match': etag } : {});

  const jobBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Robotics Engineer',
    status: 'Open',
    description: '<p>Build <strong>robots</strong>.</p>',
    responsibilities: ['Design', 'Test'],
    locations: [{ city: 'Austin', region: 'TX', country: 'USA' }],
    ...overrides,
  });

  const notModified = (res: Awaited<ReturnType<typeof call>>, etag: string) => {
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['content-type']).toBeUndefined();
  };

  it('list: 200 with an ETag, 304 for it, a new tag after each change, checks before any 304', async () => {
    const listUrl = `/company/${a.companyId}/questionnaire`;
    const list = (ifNoneMatch?: string, token = tokenA) =>
      call('GET', listUrl, { token, headers: matching(ifNoneMatch) });

    const created = await call('POST', '/questionnaire', {
      token: tokenA,
      body: { questionnaireName: 'Conditional', contentType: 'Video', questions: [{ questionText: 'Why?' }] },
    });
    expect(created.statusCode).toBe(201);
    const questionnaireId = created.json<Questionnaire>().questionnaireId;

    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    // The tag is the body's: the same bytes on any node give the same tag.
    expect(etag).toBe(etagOf(first.rawPayload));
    expect((await list()).headers.etag).toBe(etag);

    notModified(await list(etag), etag);
    notModified(await list(`W/${etag}`), etag);
    notModified(await list(`"something-else", ${etag}`), etag);
    notModified(await list('*'), etag);
    expect((await list('"something-else"')).statusCode).toBe(200);

    // A 304 says nothing to a caller who may not read the list.
    expect((await list(etag, tokenB)).statusCode).toBe(403);
    expect((await call('GET', listUrl, { headers: matching(etag) })).statusCode).toBe(401);

    // A job using the questionnaire changes its active job count, and so the tag.
    const job = await call('POST', `/company/${a.companyId}/jobs`, { token: tokenA, body: jobBody() });
    const jobId = job.json<Job>().id;
    await call('POST', `/job/${jobId}/questionnaire`, { token: tokenA, body: { questionnaireId } });
    const withJob = await list(etag);
    expect(withJob.statusCode).toBe(200);
    const countOf = (res: typeof withJob) =>
      res.json<Questionnaire[]>().find((q) => q.questionnaireId === questionnaireId)?.activeJobCount;
    expect(countOf(withJob)).toBe(1);
    const etagWithJob = withJob.headers.etag as string;
    expect(etagWithJob).not.toBe(etag);
    notModified(await list(etagWithJob), etagWithJob);

    // Closing the job drops the count: a new tag again.
    await call('PUT', `/company/${a.companyId}/jobs/${jobId}`, {
      token: tokenA,
      body: jobBody({ status: 'Closed' }),
    });
    const closed = await list(etagWithJob);
    expect(closed.statusCode).toBe(200);
    expect(countOf(closed)).toBe(0);
    const etagClosed = closed.headers.etag as string;
    expect(etagClosed).not.toBe(etagWithJob);

    // A new questionnaire, and an edit made by another process straight in the database.
    await call('POST', '/questionnaire', {
      token: tokenA,
      body: { questionnaireName: 'Another', contentType: 'Audio', questions: [{ questionText: 'How?' }] },
    });
    const added = await list(etagClosed);
    expect(added.statusCode).toBe(200);
    expect(added.json<Questionnaire[]>()).toHaveLength(2);
    const etagAdded = added.headers.etag as string;
    await t.database.db
      .updateTable('questionnaires')
      .set({ name: 'Renamed elsewhere', updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', questionnaireId)
      .execute();
    const renamed = await list(etagAdded);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('Renamed elsewhere');
    expect(renamed.headers.etag).not.toBe(etagAdded);
  });

  it('job card: 200 with an ETag, 304 for it, the full job its own tag, a new tag after an edit', async () => {
    const created = await call('POST', `/company/${a.companyId}/jobs`, { token: tokenA, body: jobBody() });
    const jobId = created.json<Job>().id;
    const card = (ifNoneMatch?: string, token?: string) =>
      call('GET', `/job/${jobId}`, { headers: matching(ifNoneMatch), ...(token ? { token } : {}) });

    const first = await card();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('authorization, x-iframe-token, cookie');
    const publicCard = first.json<PublicJob>();
    // Exactly the contract's card, in its field order: nothing internal.
    expect(Object.keys(publicCard)).toEqual(Object.keys(PublicJobSchema.shape));
    expect(publicCard).toMatchObject({ id: jobId, title: 'Robotics Engineer', companyId: a.companyId });
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(first.rawPayload));
    notModified(await card(etag), etag);
    // Another company's recruiter sees the public card, and so may revalidate it.
    notModified(await card(etag, tokenB), etag);

    // The job's own recruiter gets the full job: other bytes, another tag, private.
    const full = await card(etag, tokenA);
    expect(full.statusCode).toBe(200);
    expect(Object.keys(full.json<Job>()).sort()).toEqual(Object.keys(JobSchema.shape).sort());
    expect(full.headers['cache-control']).toBe('private, no-cache');
    const fullEtag = full.headers.etag as string;
    expect(fullEtag).not.toBe(etag);
    notModified(await card(fullEtag, tokenA), fullEtag);

    // A field that is not on the card (the requisition) changes the full job; the card's bytes, and so
    // its tag, stay.
    await call('PUT', `/company/${a.companyId}/jobs/${jobId}`, {
      token: tokenA,
      body: jobBody({ requisitionName: 'REQ-7' }),
    });
    expect((await card(fullEtag, tokenA)).statusCode).toBe(200);
    notModified(await card(etag), etag);

    // An edit of a field on the card: 200, the new title, a new tag that then gives 304.
    await call('PUT', `/company/${a.companyId}/jobs/${jobId}`, {
      token: tokenA,
      body: jobBody({ requisitionName: 'REQ-7', title: 'Robotics Lead' }),
    });
    const edited = await card(etag);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PublicJob>().title).toBe('Robotics Lead');
    const editedEtag = edited.headers.etag as string;
    expect(editedEtag).not.toBe(etag);
    notModified(await card(editedEtag), editedEtag);

    // A change made by another process (straight in the database, in the same millisecond as the last
    // one) is seen once the card kept by this process is JOB_CARD_FRESH_MS old, not before.
    await t.database.db.updateTable('jobs').set({ skills: 'Welding' }).where('id', '=', jobId).execute();
    notModified(await card(editedEtag), editedEtag);
    await new Promise((resolve) => setTimeout(resolve, JOB_CARD_FRESH_MS + 50));
    const elsewhere = await card(editedEtag);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json<PublicJob>().skills).toBe('Welding');
    // ... and so is a job closed by another process: its card is no longer public (docs/security.md).
    await t.database.db.updateTable('jobs').set({ status: 'Closed' }).where('id', '=', jobId).execute();
    await new Promise((resolve) => setTimeout(resolve, JOB_CARD_FRESH_MS + 50));
    expect((await card(editedEtag)).statusCode).toBe(404);
    // ... and a job deleted by another process.
    await t.database.db.deleteFrom('job_questionnaires').where('job_id', '=', jobId).execute();
    await t.database.db.deleteFrom('jobs').where('id', '=', jobId).execute();
    await new Promise((resolve) => setTimeout(resolve, JOB_CARD_FRESH_MS + 50));
    expect((await card()).statusCode).toBe(404);

    expect((await call('GET', '/job/999999', { headers: matching(etag) })).statusCode).toBe(404);
  });

  it('makes the list body once per set of counts', () => {
    const list = { ids: ['x', 'y'], fragments: ['{"n":1,"activeJobCount":', '{"n":2,"activeJobCount":'] };
    const first = listBody(list, new Map([['x', 1]]));
    expect(first.body.toString()).toBe('[{"n":1,"activeJobCount":1},{"n":2,"activeJobCount":0}]');
    expect(first.etag).toBe(etagOf(first.body));
    expect(listBody(list, new Map([['x', 1]]))).toBe(first);
    const second = listBody(
      list,
      new Map([
        ['x', 1],
        ['y', 2],
      ]),
    );
    expect(second.body.toString()).toBe('[{"n":1,"activeJobCount":1},{"n":2,"activeJobCount":2}]');
    expect(second.etag).not.toBe(first.etag);
  });

  it('runs a prepared query with the real values, and refuses a placeholder the query lacks', async () => {
    const companyName = preparedQuery(
      (db, id: number) => db.selectFrom('companies').select('name').where('id', '=', id),
      [-2_000_000_001],
    );
    expect(await companyName(t.database.db, a.companyId)).toEqual([{ name: 'Company A' }]);
    expect(await companyName(t.database.db, -1)).toEqual([]);
    const broken = preparedQuery((db, _id: number) => db.selectFrom('companies').select('name'), [-7]);
    await expect(broken(t.database.db, 1)).rejects.toThrow(/placeholder/);
  });

  it('compiles a prepared query once for a database and every transaction it opens', async () => {
    let builds = 0;
    const companyName = preparedQuery(
      (db, id: number) => {
        builds++;
        return db.selectFrom('companies').select('name').where('id', '=', id);
      },
      [-2_000_000_002],
    );
    const db = t.database.db;
    expect(await companyName(db, a.companyId)).toEqual([{ name: 'Company A' }]);
    for (let i = 0; i < 3; i++)
      expect(await db.transaction().execute((trx) => companyName(trx, a.companyId))).toEqual([
        { name: 'Company A' },
      ]);
    expect(builds).toBe(1);
  });

  it('compares If-None-Match weakly, as RFC 9110 asks', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b" , W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch('a', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(' * ', '"a"')).toBe(true);
  });
});
