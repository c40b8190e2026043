import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression.plugin.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, type TestApp } from '../helper.js';

/**
 * HTTP compression over a real socket (node:http, which, unlike fetch, leaves the bytes as sent): built
 * assets as their precompressed copies, JSON above the threshold compressed on the fly, media untouched.
 */
interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const ASSET = 'assets/index-abc123.js';
// A build's chunk: text that compresses well, larger than a packet.
const SCRIPT = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = () => "item ${i}";`).join('\n'),
);

describe('HTTP compression', () => {
  let t: TestApp;
  let base: string;
  let mediaUrl: string;
  let token: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'vi-compress-dist-'));

  function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  }

  beforeAll(async () => {
    // The build's output, as vite-precompress-plugin.ts leaves it: each file with its .br and .gz.
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Video Interviewer</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, ASSET), SCRIPT);
    writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));

    t = await createTestApp('sqlite', { WEB_DIST_DIR: dist }, (app) => {
      app.get('/api/v1/test/list', (request) => {
        const { count } = request.query as { count: string };
        return { data: Array.from({ length: Number(count) }, (_, i) => ({ id: i, name: `Applicant ${i}` })) };
      });
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const db = t.database.db;
    const company = await createCompany(db);
    const jobId = await createJob(db, company.companyId);
    const questionnaire = await createQuestionnaire(db, company.companyId, company.userId);
    const application = await createApplication(db, company.companyId, jobId, questionnaire.questionnaireId);
    const key = randomUUID();
    const answer = await createAnswer(db, application.applicationId, {
      answerId: key,
      questionKey: `question-${key.slice(0, 6)}`,
      contentType: 'Video',
      mimeType: 'video/webm',
      mediaKey: `answers/${key}/media.webm`,
      audioKey: null,
      thumbnailKey: null,
      durationMs: 5000,
    });
    await t.app.storage.put(answer.mediaKey, randomBytes(50_000));
    mediaUrl = `/api/v1/media/answers/${answer.answerId}/video`;
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a built script as its brotli copy to a client that accepts br, decoding to the same bytes', async () => {
    const res = await get(`/v1/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.body).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip copy to a client without br, and the file itself to one that accepts neither', async () => {
    const gz = await get(`/v1/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(SCRIPT)).toBe(true);

    const plain = await get(`/v1/${ASSET}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(SCRIPT)).toBe(true);

    // Each encoding is its own representation: a cache never serves one for another by ETag.
    const br = await get(`/v1/${ASSET}`, { 'accept-encoding': 'br' });
    const tags = new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]);
    expect(tags.size).toBe(3);
    const revalidated = await get(`/v1/${ASSET}`, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
  });

  it('compresses a JSON list above the threshold and leaves a tiny one as it is', async () => {
    const large = await get('/api/v1/test/list?count=200', { 'accept-encoding': 'gzip, br' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-type']).toMatch(/^application\/json/);
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(brotliDecompressSync(large.body).toString()) as { data: unknown[] };
    expect(decoded.data).toHaveLength(200);
    expect(brotliDecompressSync(large.body).length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD_BYTES);

    const gzipOnly = await get('/api/v1/test/list?count=200', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gzipOnly.body).toString()) as { data: unknown[] }).data).toHaveLength(200);

    const identity = await get('/api/v1/test/list?count=200');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(identity.body.toString()) as { data: unknown[] }).data).toHaveLength(200);

    const tiny = await get('/api/v1/test/list?count=1', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(tiny.body.toString())).toEqual({ data: [{ id: 0, name: 'Applicant 0' }] });
  });

  it('leaves a media byte range as it is, whatever the client accepts', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const whole = await get(mediaUrl, auth);
    const part = await get(mediaUrl, { ...auth, range: 'bytes=100-1099', 'accept-encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe('bytes 100-1099/50000');
    expect(part.body.equals(whole.body.subarray(100, 1100))).toBe(true);
  });
});
