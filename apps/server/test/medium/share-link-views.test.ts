import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, type CreatedShareLink } from '@vi/contracts';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * A share link is a bearer credential anyone may hold: its views must not fill the append-only logs
 * (each view used to write one audit row and one activity row per interview), and a page that loads its
 * players has played nothing.
 */
describe.each(DIALECTS)('share link views and plays (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let token: string;
  let linkId: string;
  let answerId: string;
  const interviews: string[] = [];

  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const rows = async (table: 'audit_log' | 'interview_activity', type: 'viewed_via_link' | 'media_played') =>
    table === 'audit_log'
      ? (await db().selectFrom('audit_log').select('id').where('type', '=', type).execute()).length
      : (await db().selectFrom('interview_activity').select('id').where('type', '=', type).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    a = await createCompany(db(), { name: 'Company A' });
    const riley = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    const job = await createJob(db(), a.companyId);
    for (let i = 0; i < 3; i += 1) {
      const app = await createApplication(db(), a.companyId, job, null, {
        firstName: `Ann${i}`,
        lastName: 'Lee',
      });
      interviews.push(app.applicationId);
    }
    const answer = await createAnswer(db(), interviews[0]!);
    answerId = answer.answerId;
    await t.app.storage.put(answer.mediaKey, randomBytes(4000));
    const res = await call('POST', `/company/${a.companyId}/share-links`, {
      token: riley,
      body: { interviewIds: interviews, expiresInDays: 7, hideContactDetails: false, allowReviews: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<CreatedShareLink>();
    linkId = link.id;
    token = link.url.split('/').pop()!;
  });
  afterAll(() => t.close());

  it('200 views write one audit and one activity row per interview, and count every served view', async () => {
    const statuses: number[] = [];
    // 200 views from 10 addresses (each under its own limit), then more from one address than it may make.
    for (let i = 0; i < 200; i += 1) {
      const res = await call('GET', `/shared/${token}`, { headers: from(`198.51.100.${i % 10}`) });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await rows('audit_log', 'viewed_via_link')).toBe(interviews.length);
    expect(await rows('interview_activity', 'viewed_via_link')).toBe(interviews.length);
    const link = await db()
      .selectFrom('share_links')
      .select('views')
      .where('id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(Number(link.views)).toBe(200);
  });

  it('refuses a flood of views from one address with 429', async () => {
    const limit = REVIEW_LIMITS.sharedRequestsPerMinute;
    const codes: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      codes.push((await call('GET', `/shared/${token}`, { headers: from('203.0.113.9') })).statusCode);
    }
    expect(codes.slice(0, limit).every((c) => c === 200)).toBe(true);
    expect(codes[limit]).toBe(429);
    // Another address is not held back by it.
    expect((await call('GET', `/shared/${token}`, { headers: from('203.0.113.10') })).statusCode).toBe(200);
  });

  it('records "played" only when playback starts, once per answer and link', async () => {
    const media = await call('GET', `/shared/${token}/media/${answerId}/video`, {
      headers: { ...from('192.0.2.1'), range: 'bytes=0-99' },
    });
    expect(media.statusCode).toBe(206);
    expect(await rows('audit_log', 'media_played')).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      const res = await call('POST', `/shared/${token}/media/${answerId}/played`, {
        headers: from('192.0.2.1'),
        body: { kind: 'video' },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    expect(await rows('audit_log', 'media_played')).toBe(1);
    const bad = await call('POST', `/shared/${token}/media/${answerId}/played`, {
      headers: from('192.0.2.1'),
      body: { kind: 'thumbnail' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('POST', `/shared/${token}/media/nope/played`, {
      headers: from('192.0.2.1'),
      body: { kind: 'video' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
