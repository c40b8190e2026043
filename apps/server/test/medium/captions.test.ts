import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedShareLink, Interview, SharedPage } from '@vi/contracts';
import type { DB } from '../../src/db/schema.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { parseWebVtt } from '../helpers/webvtt-check.js';

const SEGMENTS = [
  { start: 0.48, end: 2.1, text: 'Hello, I am Dana & I build <robots>.' },
  { start: 2.5, end: 20.5, text: Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ') },
  { start: 21, end: 22, text: 'The arrow --> is text.' },
];

async function insertTranscript(
  db: Kysely<DB>,
  answerId: string,
  status: 'done' | 'pending',
  segments: unknown,
) {
  const now = new Date().toISOString();
  await db
    .insertInto('transcripts')
    .values({
      id: randomUUID(),
      answer_id: answerId,
      status,
      engine: 'test',
      text: status === 'done' ? 'text' : null,
      segments: typeof segments === 'string' ? segments : JSON.stringify(segments),
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const captionsUrl = (answerId: string, query = '') => `/api/v1/media/answers/${answerId}/captions${query}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DIALECTS)('answer captions (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let application: ApplicationFixture;
  let token: string;
  let otherToken: string;
  const answers: Record<'spoken' | 'empty' | 'blank' | 'pending' | 'none' | 'garbled', string> = {
    spoken: '',
    empty: '',
    blank: '',
    pending: '',
    none: '',
    garbled: '',
  };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    company = await createCompany(db);
    const other = await createCompany(db, { name: 'Other Company' });
    const jobId = await createJob(db, company.companyId);
    const questionnaire = await createQuestionnaire(db, company.companyId, company.userId);
    application = await createApplication(db, company.companyId, jobId, questionnaire.questionnaireId, {
      transcriptionConsent: true,
    });
    let position = 0;
    for (const name of Object.keys(answers) as (keyof typeof answers)[]) {
      const answer = await createAnswer(db, application.applicationId, {
        questionKey: `q-${name}`,
        position: position++,
      });
      answers[name] = answer.answerId;
      await t.app.storage.put(answer.mediaKey, Buffer.from('webm bytes'));
    }
    await insertTranscript(db, answers.spoken, 'done', SEGMENTS);
    await insertTranscript(db, answers.empty, 'done', []);
    await insertTranscript(db, answers.blank, 'done', [{ start: 0, end: 5, text: '   ' }]);
    await insertTranscript(db, answers.pending, 'pending', null);
    await insertTranscript(db, answers.garbled, 'done', '{not json');
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    otherToken = await t.tokenFor({ companyId: other.companyId, userId: other.userId });
  });
  afterAll(() => t?.close());

  it("serves valid WebVTT that follows the answer's timing, escaped and split into readable cues", async () => {
    const res = await get(captionsUrl(answers.spoken), bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.body).toMatch(/^WEBVTT - Automatic captions\n\nNOTE Automatic captions/);
    // Line breaks inside a cue are layout; the words are what is compared.
    const cues = parseWebVtt(res.body).map((cue) => ({ ...cue, text: cue.text.replace('\n', ' ') }));
    expect(cues[0]).toEqual({
      start: 0.48,
      end: 2.1,
      text: 'Hello, I am Dana &amp; I build &lt;robots&gt;.',
    });
    const long = cues.filter((c) => c.start >= 2.5 && c.end <= 20.5);
    expect(long.length).toBeGreaterThanOrEqual(3);
    expect(long[0]!.start).toBe(2.5);
    expect(long.at(-1)!.end).toBe(20.5);
    for (const cue of long) expect(cue.end - cue.start).toBeLessThanOrEqual(7.001);
    expect(cues.at(-1)).toEqual({ start: 21, end: 22, text: 'The arrow --&gt; is text.' });
  });

  it('names the captions address in the interview, only where there are words', async () => {
    const res = await get(`/api/v1/interviews/${application.applicationId}`, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    const byQuestion = new Map(res.json<Interview>().responses.map((r) => [r.questionId, r.captionsUrl]));
    expect(byQuestion.get('q-spoken')).toBe(captionsUrl(answers.spoken));
    for (const name of ['empty', 'blank', 'pending', 'none', 'garbled'])
      expect(byQuestion.get(`q-${name}`)).toBeNull();
  });

  it('answers 404 without a transcript with words, never 5xx', async () => {
    for (const name of ['empty', 'blank', 'pending', 'none', 'garbled'] as const) {
      const res = await get(captionsUrl(answers[name]), bearer(token));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
    }
    expect((await get(captionsUrl(randomUUID()), bearer(token))).statusCode).toBe(404);
    expect((await get(captionsUrl('..%2F..%2Fetc'), bearer(token))).statusCode).toBe(404);
    expect((await get(captionsUrl('a'.repeat(65)), bearer(token))).statusCode).toBe(400);
  });

  it("refuses as the media does: another company's recruiter 404, an anonymous request and a bad token 401", async () => {
    const unknown = await get(captionsUrl(randomUUID()), bearer(otherToken));
    const other = await get(captionsUrl(answers.spoken), bearer(otherToken));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(other.body).not.toContain('WEBVTT');
    // No credential and no guid: 401 before any lookup, as documented for the media.
    expect((await get(captionsUrl(answers.spoken))).statusCode).toBe(401);
    const expired = await t.tokenFor({ companyId: company.companyId, userId: company.userId }, -60);
    for (const value of ['not-a-jwt', expired]) {
      expect((await get(captionsUrl(answers.spoken), bearer(value))).statusCode).toBe(401);
    }
    // The media route's answer for the same credentials, so the two cannot drift apart.
    const mediaOf = (headers: Record<string, string>) =>
      get(`/api/v1/media/answers/${answers.spoken}/video`, headers);
    expect((await mediaOf(bearer(otherToken))).statusCode).toBe(404);
    expect((await mediaOf({})).statusCode).toBe(401);
    expect((await mediaOf(bearer('not-a-jwt'))).statusCode).toBe(401);
  });

  it('serves the applicant their own captions by guid while the interview is open', async () => {
    const res = await get(captionsUrl(answers.spoken, `?guid=${application.guid}`));
    expect(res.statusCode).toBe(200);
    expect(parseWebVtt(res.body).length).toBeGreaterThan(0);
    expect((await get(captionsUrl(answers.spoken, `?guid=${randomUUID()}`))).statusCode).toBe(404);
  });

  it('serves them through a share link with the link alone, and stops when the link is revoked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/${company.companyId}/share-links`,
      headers: bearer(token),
      payload: { interviewIds: [application.applicationId] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json<CreatedShareLink>();
    const linkToken = link.url.split('/').at(-1)!;
    const page = await get(`/api/v1/shared/${linkToken}`);
    const shared = page.json<SharedPage>().interviews[0]!.responses.find((r) => r.questionId === 'q-spoken')!;
    const sharedUrl = `/api/v1/shared/${linkToken}/media/${answers.spoken}/captions`;
    expect(shared.captionsUrl).toBe(sharedUrl);
    const res = await get(sharedUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(parseWebVtt(res.body)).toEqual(
      parseWebVtt((await get(captionsUrl(answers.spoken), bearer(token))).body),
    );
    expect((await get(`/api/v1/shared/${linkToken}/media/${answers.empty}/captions`)).statusCode).toBe(404);
    expect((await get(`/api/v1/shared/not-a-token/media/${answers.spoken}/captions`)).statusCode).toBe(404);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company/${company.companyId}/share-links/${link.id}`,
      headers: bearer(token),
    });
    expect(revoked.statusCode).toBeLessThan(300);
    expect((await get(sharedUrl)).statusCode).toBe(410);
  });
});
