import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE, type ErrorResponse } from '@vi/contracts';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import type { Storage } from '../../src/infra/storage/storage.js';
import { createTokenService } from '../../src/modules/auth/token.service.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, createTestEnv, DIALECTS, type TestApp, type TestEnv } from '../helper.js';
import { startS3rver, type S3rverFixture } from '../s3rver-fixture.js';

interface StoredAnswer {
  answerId: string;
  media: Buffer;
  audio: Buffer | undefined;
  thumbnail: Buffer | undefined;
}

interface AnswerInput {
  contentType: 'Audio' | 'Video';
  mimeType: string | null;
  mediaBytes: number;
  mediaExt: string;
  audio?: boolean;
  thumbnail?: boolean;
  /** Leaves the media file out of storage, as if it had been lost. */
  storeMedia?: boolean;
  questionKey?: string;
}

/** An attempt, the answer it became and its files in storage, as the recording pipeline writes them. */
async function insertAnswer(
  db: Kysely<DB>,
  storage: Storage,
  applicationId: string,
  input: AnswerInput,
): Promise<StoredAnswer> {
  const key = randomUUID();
  const { answerId, mediaKey, audioKey, thumbnailKey } = await createAnswer(db, applicationId, {
    answerId: key,
    questionKey: input.questionKey ?? `question-${key.slice(0, 6)}`,
    contentType: input.contentType,
    mimeType: input.mimeType,
    mediaKey: `answers/${key}/media.${input.mediaExt}`,
    audioKey: input.audio ? `answers/${key}/audio.wav` : null,
    thumbnailKey: input.thumbnail ? `answers/${key}/thumb.jpg` : null,
    durationMs: 5000,
  });
  const media = randomBytes(input.mediaBytes);
  if (input.storeMedia !== false) await storage.put(mediaKey, media);
  const audio = audioKey ? randomBytes(3000) : undefined;
  if (audioKey && audio) await storage.put(audioKey, audio);
  const thumbnail = thumbnailKey ? randomBytes(700) : undefined;
  if (thumbnailKey && thumbnail) await storage.put(thumbnailKey, thumbnail);
  return { answerId, media, audio, thumbnail };
}

const url = (answerId: string, kind: string, query = '') =>
  `/api/v1/media/answers/${answerId}/${kind}${query}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DIALECTS)('answer media (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let other: CompanyFixture;
  let videoApplication: ApplicationFixture;
  let audioApplication: ApplicationFixture;
  let video: StoredAnswer;
  let audio: StoredAnswer;
  let lost: StoredAnswer;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    company = await createCompany(db);
    other = await createCompany(db, { name: 'Other Company' });
    const jobId = await createJob(db, company.companyId);
    const videoQuestionnaire = await createQuestionnaire(db, company.companyId, company.userId);
    const audioQuestionnaire = await createQuestionnaire(db, company.companyId, company.userId, {
      contentType: 'Audio',
    });
    videoApplication = await createApplication(
      db,
      company.companyId,
      jobId,
      videoQuestionnaire.questionnaireId,
    );
    audioApplication = await createApplication(
      db,
      company.companyId,
      jobId,
      audioQuestionnaire.questionnaireId,
    );
    video = await insertAnswer(db, t.app.storage, videoApplication.applicationId, {
      contentType: 'Video',
      mimeType: 'video/webm;codecs=vp8,opus',
      mediaBytes: 100_000,
      mediaExt: 'webm',
      audio: true,
      thumbnail: true,
    });
    audio = await insertAnswer(db, t.app.storage, audioApplication.applicationId, {
      contentType: 'Audio',
      mimeType: 'audio/webm;codecs=opus',
      mediaBytes: 20_000,
      mediaExt: 'webm',
      audio: true,
    });
    lost = await insertAnswer(db, t.app.storage, videoApplication.applicationId, {
      contentType: 'Video',
      mimeType: 'video/webm',
      mediaBytes: 10,
      mediaExt: 'webm',
      storeMedia: false,
    });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    otherToken = await t.tokenFor({ companyId: other.companyId, userId: other.userId });
  });
  afterAll(() => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  describe('for a recruiter of the company', () => {
    it('streams the whole video with its headers', async () => {
      const res = await get(url(video.answerId, 'video'), bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(video.media)).toBe(true);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.headers['content-length']).toBe('100000');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toBe(`"${video.answerId}-video-100000"`);
    });

    it.each([
      ['bytes=0-0', 0, 0],
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=99990-', 99_990, 99_999],
      ['bytes=-500', 99_500, 99_999],
      ['bytes=99000-200000', 99_000, 99_999],
    ])('serves %s as 206 byte-exact', async (range, start, end) => {
      const res = await get(url(video.answerId, 'video'), { ...bearer(token), range });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/100000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.rawPayload.equals(video.media.subarray(start, end + 1))).toBe(true);
    });

    it('accepts the token cookie the web app sets', async () => {
      const res = await get(url(video.answerId, 'video'), {
        cookie: `${TOKEN_COOKIE}=${token}`,
        range: 'bytes=5-9',
      });
      expect(res.statusCode).toBe(206);
      expect(res.rawPayload.equals(video.media.subarray(5, 10))).toBe(true);
    });

    it('answers a range past the end with 416 and the size', async () => {
      for (const range of ['bytes=100000-', 'bytes=200000-300000', 'bytes=-0']) {
        const res = await get(url(video.answerId, 'video'), { ...bearer(token), range });
        expect(res.statusCode).toBe(416);
        expect(res.headers['content-range']).toBe('bytes */100000');
        expect(res.json<ErrorResponse>().statusCode).toBe(416);
      }
    });

    it('serves the whole file for several ranges or a malformed Range', async () => {
      for (const range of ['bytes=0-9,20-29', 'bytes=9-0', 'items=0-9', 'bytes=abc']) {
        const res = await get(url(video.answerId, 'video'), { ...bearer(token), range });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(video.media)).toBe(true);
      }
    });

    it('answers 304 for a matching If-None-Match and ignores a stale If-Range', async () => {
      const etag = `"${video.answerId}-video-100000"`;
      const cached = await get(url(video.answerId, 'video'), {
        ...bearer(token),
        'if-none-match': `W/${etag}`,
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      const stale = await get(url(video.answerId, 'video'), {
        ...bearer(token),
        range: 'bytes=0-9',
        'if-range': '"something-else"',
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.length).toBe(100_000);
      const fresh = await get(url(video.answerId, 'video'), {
        ...bearer(token),
        range: 'bytes=0-9',
        'if-range': etag,
      });
      expect(fresh.statusCode).toBe(206);
    });

    it('answers HEAD with the headers and no body', async () => {
      const whole = await t.app.inject({
        method: 'HEAD',
        url: url(video.answerId, 'video'),
        headers: bearer(token),
      });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-length']).toBe('100000');
      expect(whole.rawPayload.length).toBe(0);
      const part = await t.app.inject({
        method: 'HEAD',
        url: url(video.answerId, 'video'),
        headers: { ...bearer(token), range: 'bytes=10-19' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 10-19/100000');
      expect(part.headers['content-length']).toBe('10');
    });

    it("serves a video answer's extracted WAV as its audio and its JPEG thumbnail", async () => {
      const wav = await get(url(video.answerId, 'audio'), bearer(token));
      expect(wav.statusCode).toBe(200);
      expect(wav.headers['content-type']).toBe('audio/wav');
      expect(wav.rawPayload.equals(video.audio!)).toBe(true);
      const thumb = await get(url(video.answerId, 'thumbnail'), bearer(token));
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(thumb.rawPayload.equals(video.thumbnail!)).toBe(true);
    });

    it("serves an audio answer's recording as its audio, and has no video or thumbnail for it", async () => {
      const res = await get(url(audio.answerId, 'audio'), { ...bearer(token), range: 'bytes=100-199' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-type']).toBe('audio/webm');
      expect(res.rawPayload.equals(audio.media.subarray(100, 200))).toBe(true);
      expect((await get(url(audio.answerId, 'video'), bearer(token))).statusCode).toBe(404);
      expect((await get(url(audio.answerId, 'thumbnail'), bearer(token))).statusCode).toBe(404);
    });

    it('answers 404 when the stored file is missing', async () => {
      const res = await get(url(lost.answerId, 'video'), bearer(token));
      expect(res.statusCode).toBe(404);
      expect((await get(url(lost.answerId, 'thumbnail'), bearer(token))).statusCode).toBe(404);
    });
  });

  describe('for anyone else', () => {
    const notFoundBody = async (path: string) => (await get(path, bearer(otherToken))).json<ErrorResponse>();

    it("gives another company's recruiter the same 404 as an unknown answer", async () => {
      const res = await get(url(video.answerId, 'video'), bearer(otherToken));
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>()).toEqual(await notFoundBody(url(randomUUID(), 'video')));
    });

    it('gives a request with neither a credential nor a guid 401, as documented', async () => {
      const res = await get(url(video.answerId, 'video'), { range: 'bytes=0-9' });
      expect(res.statusCode).toBe(401);
      // The same for an answer that does not exist: nothing is looked up, so nothing can be probed.
      expect((await get(url(randomUUID(), 'video'))).statusCode).toBe(401);
      expect(res.rawPayload.includes(video.media.subarray(0, 10))).toBe(false);
    });

    it('answers an invalid or expired token without a guid with 401', async () => {
      const expired = await t.tokenFor({ companyId: company.companyId, userId: company.userId }, -60);
      for (const value of ['not-a-jwt', expired]) {
        const res = await get(url(video.answerId, 'video'), bearer(value));
        expect(res.statusCode).toBe(401);
      }
      const forged = await createTokenService({
        ...t.config.jwt,
        secret: 'another-secret-long-enough-0123456789abcdef',
      }).sign({ companyId: company.companyId, userId: company.userId }, 3600);
      expect((await get(url(video.answerId, 'video'), bearer(forged))).statusCode).toBe(401);
    });

    it.each([
      ['an unknown answer id', 404, url(randomUUID(), 'video')],
      ['an answer id with odd characters', 404, url('..%2F..%2Fetc', 'video')],
      ['an answer id with a NUL', 404, url('abc%00def', 'video')],
      ['an over-long answer id', 400, url('a'.repeat(65), 'video')],
      ['an unknown kind', 400, url(randomUUID(), 'transcript')],
      ['a guid given twice', 400, url(randomUUID(), 'video', '?guid=a&guid=b')],
    ])('answers %s with %i, never 5xx', async (_what, status, path) => {
      expect((await get(path, bearer(token))).statusCode).toBe(status);
    });
  });

  describe('for the applicant by guid', () => {
    it('plays back their own take while the interview is open', async () => {
      const res = await get(url(video.answerId, 'video', `?guid=${videoApplication.guid}`));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(video.media)).toBe(true);
      const upper = await get(url(video.answerId, 'video', `?guid=${videoApplication.guid.toUpperCase()}`), {
        range: 'bytes=-10',
      });
      expect(upper.statusCode).toBe(206);
      expect(upper.rawPayload.equals(video.media.subarray(99_990))).toBe(true);
    });

    it('plays back even with a stale recruiter cookie in the browser', async () => {
      const res = await get(url(video.answerId, 'video', `?guid=${videoApplication.guid}`), {
        cookie: `${TOKEN_COOKIE}=expired.or.broken`,
      });
      expect(res.statusCode).toBe(200);
    });

    it("does not reach another application's answer or take a malformed guid", async () => {
      for (const guid of [audioApplication.guid, randomUUID(), 'not-a-guid', '']) {
        expect((await get(url(video.answerId, 'video', `?guid=${guid}`))).statusCode).toBe(404);
      }
    });

    it('loses access once the interview is Completed; the recruiter keeps it', async () => {
      await t.database.db
        .updateTable('applications')
        .set({ status: 'Completed', completed_at: new Date().toISOString() })
        .where('id', '=', videoApplication.applicationId)
        .execute();
      expect((await get(url(video.answerId, 'video', `?guid=${videoApplication.guid}`))).statusCode).toBe(
        404,
      );
      expect((await get(url(video.answerId, 'video'), bearer(token))).statusCode).toBe(200);
    });
  });
});

describe('answer media from S3-compatible storage', () => {
  let s3: S3rverFixture;
  let env: TestEnv;
  let database: Database;
  let app: FastifyInstance;
  let video: StoredAnswer;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3rver();
    env = createTestEnv('sqlite');
    database = await createDatabase(env.config.database);
    app = await buildApp({ config: env.config, database, storage: s3.storage, logger: false });
    await app.ready();
    const company = await createCompany(database.db);
    const jobId = await createJob(database.db, company.companyId);
    const questionnaire = await createQuestionnaire(database.db, company.companyId, company.userId);
    const application = await createApplication(
      database.db,
      company.companyId,
      jobId,
      questionnaire.questionnaireId,
    );
    // Larger than one 5 MiB part, so the object is a completed multipart upload.
    video = await insertAnswer(database.db, s3.storage, application.applicationId, {
      contentType: 'Video',
      mimeType: 'video/webm',
      mediaBytes: 6 * 1024 * 1024 + 123,
      mediaExt: 'webm',
      thumbnail: true,
    });
    token = await createTokenService(env.config.jwt).sign(
      { companyId: company.companyId, userId: company.userId },
      3600,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await env?.cleanup();
    await s3?.close();
  });

  it('streams the whole object and byte ranges from the bucket', async () => {
    const size = video.media.length;
    const whole = await app.inject({
      method: 'GET',
      url: url(video.answerId, 'video'),
      headers: bearer(token),
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.rawPayload.equals(video.media)).toBe(true);

    const boundary = 5 * 1024 * 1024;
    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0],
      [`bytes=${boundary - 50}-${boundary + 49}`, boundary - 50, boundary + 49],
      ['bytes=-100', size - 100, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: url(video.answerId, 'video'),
        headers: { ...bearer(token), range },
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.rawPayload.equals(video.media.subarray(start, end + 1))).toBe(true);
    }
  });

  it('releases the S3 connection when a player abandons a download', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // More abandoned downloads than the SDK pools sockets (50): one leaked per download would stall the rest.
    for (let i = 0; i < 60; i++) {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${address}${url(video.answerId, 'video')}`,
          { headers: bearer(token) },
          (res) => {
            res.once('data', () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.setTimeout(10_000, () => reject(new Error('no bytes within 10 s: a connection leaked')));
        request.on('error', (err) => (request.destroyed ? undefined : reject(err)));
      });
    }
    const last = await fetch(`${address}${url(video.answerId, 'video')}`, {
      headers: { ...bearer(token), range: 'bytes=0-99' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(last.status).toBe(206);
    expect(Buffer.from(await last.arrayBuffer()).equals(video.media.subarray(0, 100))).toBe(true);
  });

  it('answers 416, 404 for a missing object, and 401 anonymously', async () => {
    const unsatisfiable = await app.inject({
      method: 'GET',
      url: url(video.answerId, 'video'),
      headers: { ...bearer(token), range: `bytes=${video.media.length}-` },
    });
    expect(unsatisfiable.statusCode).toBe(416);
    await s3.storage.delete(`answers/${video.answerId}/thumb.jpg`);
    const missing = await app.inject({
      method: 'GET',
      url: url(video.answerId, 'thumbnail'),
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url(video.answerId, 'video') })).statusCode).toBe(401);
  });
});
