import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityList,
  CreatedShareLink,
  InterviewDetail,
  ShareLinkList,
  SharedPage,
} from '@vi/contracts';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, createTestEnv, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

const TOKEN_IN_URL = /^http:\/\/localhost:3001\/v1\/shared\/([A-Za-z0-9_-]{43})$/;

describe.each(DIALECTS)('share links (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let riley: string;
  let other: string;
  let dana: ApplicationFixture;
  let noor: ApplicationFixture;
  let danaAnswer: string;
  let noorAnswer: string;
  const video = randomBytes(10_000);
  const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]);

  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const recruiter = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    call(method, url, { token, body: payload });
  /** A guest has no account: the token in the path, and the key their browser made for its reviews. */
  const GUEST_KEY = 'guest-key-of-pats-browser-0001';
  const guest = (
    method: 'GET' | 'HEAD' | 'PUT',
    url: string,
    extra: { payload?: object; range?: string } = {},
  ) =>
    call(method, url, {
      body: extra.payload,
      headers: { 'x-guest-key': GUEST_KEY, ...(extra.range ? { range: extra.range } : {}) },
    });
  async function share(body: object, token = riley) {
    const res = await recruiter('POST', `/company/${a.companyId}/share-links`, token, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CreatedShareLink>();
    return { ...created, token: TOKEN_IN_URL.exec(created.url)![1]! };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    b = await createCompany(db(), { name: 'Company B' });
    riley = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    other = await t.tokenFor({ companyId: b.companyId, userId: b.userId });
    const job = await createJob(db(), a.companyId, { title: 'Robotics Engineer' });
    dana = await createApplication(db(), a.companyId, job, null, {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      transcriptionConsent: true,
      status: 'Completed',
    });
    noor = await createApplication(db(), a.companyId, job, null, { firstName: 'Noor', lastName: 'Khan' });
    await db()
      .updateTable('applicants')
      .set({ phone: '555-0100' })
      .where('id', '=', dana.applicantId)
      .execute();
    const resumeKey = `resumes/${dana.applicationId}.pdf`;
    await t.app.storage.put(resumeKey, resume);
    await db()
      .updateTable('applications')
      .set({ resume_key: resumeKey, resume_name: 'dana.pdf', resume_type: 'application/pdf' })
      .where('id', '=', dana.applicationId)
      .execute();
    const answer = await createAnswer(db(), dana.applicationId, { thumbnailKey: null });
    danaAnswer = answer.answerId;
    await t.app.storage.put(answer.mediaKey, video);
    await db()
      .insertInto('transcripts')
      .values({
        id: crypto.randomUUID(),
        answer_id: danaAnswer,
        status: 'done',
        engine: 'test',
        text: 'Hello. I build robots.',
        segments: JSON.stringify([
          { start: 0.5, end: 1.2, text: 'Hello.' },
          { start: 2, end: 3.5, text: 'I build robots.' },
        ]),
        error: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const noorRow = await createAnswer(db(), noor.applicationId);
    noorAnswer = noorRow.answerId;
    await t.app.storage.put(noorRow.mediaKey, video);
  });
  afterAll(() => t.close());

  describe('a link that hides contact details and takes no reviews', () => {
    let link: Awaited<ReturnType<typeof share>>;

    beforeAll(async () => {
      link = await share({
        interviewIds: [dana.applicationId],
        expiresInDays: 7,
        hideContactDetails: true,
        allowReviews: false,
      });
    });

    it('is an unguessable address under the web app; only its hash is stored', async () => {
      expect(link.url).toMatch(TOKEN_IN_URL);
      const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const row = await db()
        .selectFrom('share_links')
        .selectAll()
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(link.token);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('shows the interview without email, phone, last name or resume, and no applicant guid', async () => {
      const res = await guest('GET', `/shared/${link.token}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<SharedPage>();
      expect(page).toMatchObject({ companyName: 'Company A', hideContactDetails: true, allowReviews: false });
      expect(page.interviews).toHaveLength(1);
      const [shared] = page.interviews;
      expect(shared).toMatchObject({
        id: dana.applicationId,
        applicantName: 'Dana',
        applicantEmail: null,
        applicantPhone: null,
        resumeUrl: null,
        jobTitle: 'Robotics Engineer',
        rating: null,
        guestReviews: [],
      });
      expect(shared!.responses[0]).toMatchObject({
        videoUrl: `/api/v1/shared/${link.token}/media/${danaAnswer}/video`,
        transcription: {
          status: 'done',
          segments: [
            { start: 0.5, end: 1.2, text: 'Hello.' },
            { start: 2, end: 3.5, text: 'I build robots.' },
          ],
        },
      });
      for (const secret of ['dana@example.com', '555-0100', 'Reyes', dana.guid])
        expect(res.body).not.toContain(secret);
      const resumeRes = await guest('GET', `/shared/${link.token}/interviews/${dana.applicationId}/resume`);
      expect(resumeRes.statusCode).toBe(404);
    });

    it('plays the media with the link alone, in ranges', async () => {
      const res = await guest('GET', `/shared/${link.token}/media/${danaAnswer}/video`, {
        range: 'bytes=100-199',
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
      expect(res.rawPayload.equals(video.subarray(100, 200))).toBe(true);
      const head = await guest('HEAD', `/shared/${link.token}/media/${danaAnswer}/video`);
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(video.length));
      // Another answer of the company is not in this link.
      expect((await guest('GET', `/shared/${link.token}/media/${noorAnswer}/video`)).statusCode).toBe(404);
      expect((await guest('GET', `/shared/${link.token}/media/${danaAnswer}/thumbnail`)).statusCode).toBe(
        404,
      );
    });

    it('takes no review (403)', async () => {
      const res = await guest('PUT', `/shared/${link.token}/interviews/${dana.applicationId}/review`, {
        payload: { reviewerName: 'Pat', overall: 5 },
      });
      expect(res.statusCode).toBe(403);
    });

    it('is listed with its count, expiry, creator and views, never its token', async () => {
      const res = await recruiter('GET', `/company/${a.companyId}/share-links`, riley);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(link.token);
      const listed = res.json<ShareLinkList>().data.find((l) => l.id === link.id);
      expect(listed).toMatchObject({
        status: 'active',
        interviewIds: [dana.applicationId],
        interviewCount: 1,
        expiresAt: link.expiresAt,
        revoked: false,
        hideContactDetails: true,
        allowReviews: false,
        createdBy: { userId: a.userId, name: 'Riley Recruiter' },
        views: 1,
      });
      expect(listed?.lastViewedAt).not.toBeNull();
    });

    it('answers 410 for its page and its media once revoked', async () => {
      const revoked = await recruiter('DELETE', `/company/${a.companyId}/share-links/${link.id}`, riley);
      expect(revoked.statusCode).toBe(204);
      expect((await guest('GET', `/shared/${link.token}`)).statusCode).toBe(410);
      expect(
        (await guest('GET', `/shared/${link.token}/media/${danaAnswer}/video`, { range: 'bytes=0-9' }))
          .statusCode,
      ).toBe(410);
      const listed = (
        await recruiter('GET', `/company/${a.companyId}/share-links`, riley)
      ).json<ShareLinkList>();
      expect(listed.data.find((l) => l.id === link.id)).toMatchObject({ status: 'revoked', revoked: true });
      expect(
        (await recruiter('DELETE', `/company/${a.companyId}/share-links/${link.id}`, riley)).statusCode,
      ).toBe(204);
    });
  });

  describe('a link that shows contact details and takes reviews', () => {
    let link: Awaited<ReturnType<typeof share>>;

    beforeAll(async () => {
      link = await share({
        interviewIds: [dana.applicationId, noor.applicationId],
        expiresInDays: 2,
        hideContactDetails: false,
        allowReviews: true,
      });
    });

    it('shows the full name, email, phone and a resume that downloads through the link', async () => {
      const page = (await guest('GET', `/shared/${link.token}`)).json<SharedPage>();
      const shared = page.interviews.find((i) => i.id === dana.applicationId);
      expect(shared).toMatchObject({
        applicantName: 'Dana Reyes',
        applicantEmail: 'dana@example.com',
        applicantPhone: '555-0100',
        resumeUrl: `/api/v1/shared/${link.token}/interviews/${dana.applicationId}/resume`,
        // The link does not show the team's ratings (the default).
        rating: null,
      });
      const res = await guest('GET', shared!.resumeUrl!.replace('/api/v1', ''));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(resume)).toBe(true);
      expect(res.headers['content-disposition']).toContain('attachment');
    });

    it('takes a named review, edited by the same name, shown among the reviews as a guest’s', async () => {
      const url = `/shared/${link.token}/interviews/${dana.applicationId}/review`;
      const first = await guest('PUT', url, { payload: { reviewerName: 'Pat Manager', overall: 3 } });
      expect(first.statusCode, first.body).toBe(200);
      const again = await guest('PUT', url, {
        payload: { reviewerName: '  pat   manager ', overall: 5, comment: 'Hire!' },
      });
      expect(again.json()).toMatchObject({ reviewerName: 'pat   manager', overall: 5, comment: 'Hire!' });

      await recruiter('GET', `/interviews/${dana.applicationId}`, riley);
      const mine = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/interviews/${dana.applicationId}/review`,
        headers: { authorization: `Bearer ${riley}` },
        payload: { overall: 2 },
      });
      expect(mine.statusCode).toBe(200);
      const detail = (
        await recruiter('GET', `/interviews/${dana.applicationId}`, riley)
      ).json<InterviewDetail>();
      expect(detail.reviews.map((r) => [r.kind, r.reviewerName, r.overall, r.comment])).toEqual([
        ['recruiter', 'Riley Recruiter', 2, null],
        ['guest', 'pat   manager', 5, 'Hire!'],
      ]);
      expect(detail.reviews[1]?.shareLinkId).toBe(link.id);
      // A link can be forwarded: guests' stars are shown, the team's average stays the team's.
      expect(detail.rating).toEqual({ average: 2, count: 1 });
      const page = (await guest('GET', `/shared/${link.token}`)).json<SharedPage>();
      expect(page.interviews.find((i) => i.id === dana.applicationId)).toMatchObject({
        rating: null,
        guestReviews: [{ reviewerName: 'pat   manager', mine: true, overall: 5, comment: 'Hire!' }],
      });
    });

    it.each([
      [{ overall: 5 }],
      [{ reviewerName: '', overall: 5 }],
      [{ reviewerName: 'Pat', overall: 0 }],
      [{ reviewerName: 'Pat', overall: 5, comment: 'x'.repeat(2001) }],
    ])('refuses %j with 400', async (payload) => {
      const res = await guest('PUT', `/shared/${link.token}/interviews/${dana.applicationId}/review`, {
        payload,
      });
      expect(res.statusCode).toBe(400);
    });

    it('refuses a review of an interview that is not in the link (404)', async () => {
      const outside = await createApplication(db(), a.companyId, await createJob(db(), a.companyId), null);
      const res = await guest('PUT', `/shared/${link.token}/interviews/${outside.applicationId}/review`, {
        payload: { reviewerName: 'Pat', overall: 4 },
      });
      expect(res.statusCode).toBe(404);
    });

    it('logs the sharing, the views and the review on each interview', async () => {
      const log = (
        await recruiter('GET', `/interviews/${dana.applicationId}/activity?limit=500`, riley)
      ).json<ActivityList>();
      const shared = log.data.filter((e) => e.type === 'shared');
      expect(shared.map((e) => e.details.shareLinkId)).toContain(link.id);
      expect(shared[0]?.actor).toBe('Riley Recruiter');
      const viewed = log.data.find((e) => e.type === 'viewed_via_link' && e.shareLinkId === link.id);
      expect(viewed).toMatchObject({ actor: `share link ${link.id}`, actorUserId: null });
      const reviewed = log.data.find((e) => e.type === 'reviewed_via_link');
      expect(reviewed).toMatchObject({
        actor: `share link ${link.id} (pat   manager)`,
        shareLinkId: link.id,
        details: { shareLinkId: link.id, overall: 5 },
      });
      expect(JSON.stringify(log)).not.toContain(link.token);
    });

    it('answers 410 once expired, for the page and the media', async () => {
      await db()
        .updateTable('share_links')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', link.id)
        .execute();
      expect((await guest('GET', `/shared/${link.token}`)).statusCode).toBe(410);
      expect((await guest('GET', `/shared/${link.token}/media/${danaAnswer}/video`)).statusCode).toBe(410);
      expect(
        (
          await guest('PUT', `/shared/${link.token}/interviews/${dana.applicationId}/review`, {
            payload: { reviewerName: 'Pat', overall: 1 },
          })
        ).statusCode,
      ).toBe(410);
      const listed = (
        await recruiter('GET', `/company/${a.companyId}/share-links`, riley)
      ).json<ShareLinkList>();
      expect(listed.data.find((l) => l.id === link.id)?.status).toBe('expired');
    });
  });

  it.each([
    ['an unknown token', () => randomBytes(32).toString('base64url')],
    ['a malformed token', () => "'; drop table share_links; --"],
    ['an empty-looking token', () => '%20'],
  ])('answers %s with 404, its media too', async (_, token) => {
    const value = encodeURIComponent(token());
    expect((await guest('GET', `/shared/${value}`)).statusCode).toBe(404);
    expect((await guest('GET', `/shared/${value}/media/${danaAnswer}/video`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      { interviewIds: [], expiresInDays: 7 },
      { interviewIds: [dana.applicationId], expiresInDays: 0 },
      { interviewIds: [dana.applicationId], expiresInDays: 31 },
      { interviewIds: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    ]) {
      expect((await recruiter('POST', `/company/${a.companyId}/share-links`, riley, body)).statusCode).toBe(
        400,
      );
    }
  });

  it('lets another company neither share, list nor revoke (403/404), and changes nothing', async () => {
    const link = await share({ interviewIds: [noor.applicationId] });
    const onTheirs = await recruiter('POST', `/company/${b.companyId}/share-links`, other, {
      interviewIds: [dana.applicationId],
    });
    expect(onTheirs.statusCode).toBe(404);
    const onOurs = await recruiter('POST', `/company/${a.companyId}/share-links`, other, {
      interviewIds: [dana.applicationId],
    });
    expect(onOurs.statusCode).toBe(403);
    expect((await recruiter('GET', `/company/${a.companyId}/share-links`, other)).statusCode).toBe(403);
    expect(
      (await recruiter('DELETE', `/company/${a.companyId}/share-links/${link.id}`, other)).statusCode,
    ).toBe(403);
    expect(
      (await recruiter('DELETE', `/company/${b.companyId}/share-links/${link.id}`, other)).statusCode,
    ).toBe(404);
    expect((await recruiter('GET', `/company/${b.companyId}/share-links`, other)).json()).toEqual({
      data: [],
    });
    expect((await guest('GET', `/shared/${link.token}`)).statusCode).toBe(200);
    // A link mixing in another company's interview is refused whole.
    const mixed = await recruiter('POST', `/company/${a.companyId}/share-links`, riley, {
      interviewIds: [
        dana.applicationId,
        (await createApplication(db(), b.companyId, await createJob(db(), b.companyId), null)).applicationId,
      ],
    });
    expect(mixed.statusCode).toBe(404);
  });
});

describe('request logs', () => {
  it('never carry a share link token, for the API nor the web page', async () => {
    const env = createTestEnv('sqlite', { LOG_LEVEL: 'info' });
    const database = await createDatabase(env.config.database);
    const lines: string[] = [];
    const app = await buildApp({
      config: env.config,
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const token = randomBytes(32).toString('base64url');
      for (const url of [
        `/api/v1/shared/${token}`,
        `/api/v1/shared/${token}/media/x/video`,
        `/v1/shared/${token}`,
      ]) {
        await app.inject({ method: 'GET', url });
      }
      const report = await app.inject({
        method: 'POST',
        url: '/api/v1/logger/log',
        payload: {
          level: 'error',
          message: `failed at /v1/shared/${token}`,
          context: { url: `http://h/v1/shared/${token}` },
        },
      });
      expect(report.statusCode).toBeLessThan(300);
      const stored = await database.db.selectFrom('client_logs').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);
      const log = lines.join('');
      expect(log).toContain('/api/v1/shared/[redacted]');
      expect(log).toContain('/v1/shared/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.destroy();
      await env.cleanup();
    }
  });
});
