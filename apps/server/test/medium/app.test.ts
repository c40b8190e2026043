import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

describe.each(DIALECTS)('server skeleton (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SUPPORT_CONTACT: 'help@northwind.example' }, (app) => {
      app.post('/api/v1/test/json', (request) => ({ got: request.body }));
      app.get('/api/v1/test/crash', () => {
        throw new Error('SELECT secret FROM internals failed at /srv/app.ts:12');
      });
      app.get('/api/v1/test/app-error', () => {
        throw new AppError('CONFLICT', { message: 'Already there.' });
      });
    });
  });
  afterAll(() => t.close());

  it('answers GET /api/v1/health with 200 and the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version: 'v1.4.1a',
      database: { status: 'up', dialect },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the public configuration the web app reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toEqual({
      productTitle: 'Video Interviewer',
      buildTag: 'v1.4.1a',
      supportContact: 'help@northwind.example',
      jobseekerSiteUrl: null,
      termsUrl: null,
      privacyUrl: null,
      allowedEmbedOrigins: [],
      features: { interview: false, mobileBlur: false },
      uiThemeStylesheetUrl: null,
      uiThemeScriptUrl: null,
      uiKitScriptUrl: null,
      accounts: { emailSignIn: false, signInPage: true },
      // Which of them has a voice and a transcriber is this machine's (languages.test.ts pins each case).
      languages: [
        ['en', 'English'],
        ['es', 'Español'],
        ['fr', 'Français'],
        ['de', 'Deutsch'],
        ['pt-BR', 'Português (Brasil)'],
      ].map(([tag, name]) => ({
        tag,
        name,
        tts: expect.any(Boolean) as boolean,
        transcription: expect.any(Boolean) as boolean,
      })),
    });
  });

  it('answers an unknown API path with a JSON 404 that does not echo markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/<script>alert(1)</script>' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Malformed JSON in request body.',
    });

    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, message: 'Request body is too large.' });
  });

  it('hides the details of a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(res.body).not.toMatch(/SELECT|internals|app\.ts/);
  });

  it('turns an AppError into the common error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Already there.',
      code: 'CONFLICT',
    });
  });

  it('sends security headers and allows framing only by itself when no host page is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Built once, the headers are the same on every response, a 404 and an error included.
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    // An error sent by the error handler (here a refused sign-in) keeps them too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/company/1/questionnaire' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // An http:// public address gets no HSTS (a browser would pin https on a host that has none).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes an OpenAPI document of its routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/company/{companyId}/user', '/api/v1/auth/me']),
    );
  });

  it('serves a browsable API reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });

  it('redirects / to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/v1/');
  });

  it('says how to build the web app when it is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('the built web app under /v1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { ALLOWED_EMBED_ORIGINS: 'https://careers.example.com' });
    // The app was built before the folder existed; build a second one over a real dist folder.
    await t.app.close();
    const dist = path.join(t.dataDir, 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Video Interviewer</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { buildApp } = await import('../../src/app.js');
    t.app = await buildApp({
      config: { ...t.config, webDistDir: dist },
      database: t.database,
      logger: false,
    });
  });
  afterAll(() => t.close());

  it.each([
    '/v1/',
    '/v1',
    '/v1/interview/onboarding/1b4e28ba-2fa1-4d2e-883f-0016d3cca427',
    '/v1/no/such/page',
  ])('answers the page %s with index.html so the client router decides', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('serves fingerprinted assets as immutable and other files as revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/v1/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/v1/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    '/v1/..%2fsecret.txt',
    '/v1/../secret.txt',
    '/v1/assets/..%2f..%2fsecret.txt',
    '/v1/%2e%2e/secret.txt',
  ])('never serves files outside the build folder: %s', async (url) => {
    writeFileSync(path.join(t.dataDir, 'secret.txt'), 'TOP-SECRET-CONTENT');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('TOP-SECRET-CONTENT');
    expect(res.statusCode).toBeLessThan(500);
  });

  it('lets only the configured host pages frame the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/' });
    expect(res.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://careers.example.com",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('API docs switched off (API_DOCS=false, the production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { API_DOCS: 'false' });
  });
  afterAll(() => t.close());

  it('serves neither the reference nor the OpenAPI document', async () => {
    for (const url of ['/api/docs/', '/api/docs', '/api/openapi.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit but never limits the health probe', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    }
  });
});
