import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, MeResponse } from '@vi/contracts';
import { insertCompany, insertUser } from '../../src/modules/companies/company.repository.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, TEST_JWT_SECRET, type TestApp } from '../helper.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

async function hs256(payload: Record<string, unknown>, secret = TEST_JWT_SECRET): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

describe.each(DIALECTS)('recruiter auth matrix (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let tokenA: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, (app) => {
      // A mutating recruiter route: the anti-forgery rule applies to every write, whatever the module.
      app.post('/api/v1/test/echo', { preHandler: app.requireRecruiter }, (request) => ({
        companyId: request.recruiter?.companyId,
      }));
    });
    a = await createCompany(t.database.db, { name: 'Company A' });
    b = await createCompany(t.database.db, { name: 'Company B' });
    tokenA = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
  });
  afterAll(() => t.close());

  const usersOf = (companyId: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/company/${companyId}/user`, headers });

  it('lets a valid bearer token read its own company', async () => {
    const res = await usersOf(a.companyId, { authorization: `Bearer ${tokenA}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: a.inactiveUserId, active: false, contactInfo: { firstName: 'Ina', lastName: 'Active' } },
      { id: a.userId, active: true, contactInfo: { firstName: 'Riley', lastName: 'Recruiter' } },
    ]);
  });

  it('refuses a request with no token (401)', async () => {
    const res = await usersOf(a.companyId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authorization required.',
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a malformed Authorization header (401)', async () => {
    expect((await usersOf(a.companyId, { authorization: `Token ${tokenA}` })).statusCode).toBe(401);
    expect((await usersOf(a.companyId, { authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    expect((await usersOf(a.companyId, { authorization: 'Bearer ' })).statusCode).toBe(401);
  });

  it('refuses an expired token (401, TOKEN_EXPIRED)', async () => {
    const expired = await hs256({
      userId: a.userId,
      companyId: a.companyId,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await usersOf(a.companyId, { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorResponse>().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed with another secret (401)', async () => {
    const forged = await hs256(
      { userId: a.userId, companyId: a.companyId, exp: inOneHour() },
      'x'.repeat(48),
    );
    expect((await usersOf(a.companyId, { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it('refuses a token whose claims were edited after signing (401)', async () => {
    const [header, , signature] = tokenA.split('.');
    const tampered = `${header}.${b64({ userId: b.userId, companyId: b.companyId, exp: inOneHour() })}.${signature}`;
    expect((await usersOf(b.companyId, { authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
  });

  it('refuses alg "none" (401)', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ userId: a.userId, companyId: a.companyId, exp: inOneHour() })}.`;
    const res = await usersOf(a.companyId, { authorization: `Bearer ${unsigned}` });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorResponse>().message).toMatch(/not accepted/);
  });

  it('refuses an RS256 token when only an HS256 secret is configured (401)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const rs = await new SignJWT({ userId: a.userId, companyId: a.companyId, exp: inOneHour() })
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey);
    expect((await usersOf(a.companyId, { authorization: `Bearer ${rs}` })).statusCode).toBe(401);
  });

  it('refuses tokens without userId/companyId or without exp (401)', async () => {
    const noCompany = await hs256({ userId: a.userId, exp: inOneHour() });
    const noExp = await hs256({ userId: a.userId, companyId: a.companyId });
    expect((await usersOf(a.companyId, { authorization: `Bearer ${noCompany}` })).statusCode).toBe(401);
    expect((await usersOf(a.companyId, { authorization: `Bearer ${noExp}` })).statusCode).toBe(401);
  });

  it("refuses another company's data with 403 and leaks nothing", async () => {
    const res = await usersOf(b.companyId, { authorization: `Bearer ${tokenA}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Riley');
    const divisions = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${b.companyId}/division`,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(divisions.statusCode).toBe(403);
  });

  it('accepts the token from the X-Iframe-Token header the embedding helper sends', async () => {
    expect((await usersOf(a.companyId, { 'x-iframe-token': tokenA })).statusCode).toBe(200);
  });

  it('accepts the jtToken cookie for reads', async () => {
    expect((await usersOf(a.companyId, { cookie: `jtToken=${tokenA}` })).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated write without the anti-forgery header (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: `jtToken=${tokenA}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().code).toBe('CSRF');
  });

  it('refuses a cookie-authenticated write whose header does not match the cookie (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: `jtToken=${tokenA}; XSRF-TOKEN=${'a'.repeat(43)}`, 'x-xsrf-token': 'b'.repeat(43) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a cookie-authenticated write with the double-submitted token from /auth/csrf', async () => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/v1/auth/csrf' });
    const token = csrf.json<{ token: string }>().token;
    const setCookie = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(setCookie?.value).toBe(token);
    expect(setCookie?.httpOnly).toBeFalsy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: `jtToken=${tokenA}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyId: a.companyId });
  });

  it('needs no anti-forgery header for bearer-authenticated writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('tells the recruiter who they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: a.userId,
      companyId: a.companyId,
      companyName: 'Company A',
      user: { id: a.userId, active: true, contactInfo: { firstName: 'Riley', lastName: 'Recruiter' } },
    });
  });

  it('refuses a token whose user belongs to another company (403)', async () => {
    const crossed = await t.tokenFor({ companyId: a.companyId, userId: b.userId });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${crossed}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().message).toBe('Your user is not part of this company.');
  });

  it('refuses a deactivated user (403)', async () => {
    const inactive = await t.tokenFor({ companyId: a.companyId, userId: a.inactiveUserId });
    const res = await usersOf(a.companyId, { authorization: `Bearer ${inactive}` });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().message).toBe('Your account is inactive.');
  });

  it('creates the company and user a valid token names on first use, and ids keep counting after them', async () => {
    const signed = await new SignJWT({
      userId: 900,
      companyId: 800,
      firstName: 'Hana',
      lastName: 'Host',
      companyName: 'Host Co',
      exp: inOneHour(),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${signed}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<MeResponse>()).toMatchObject({
      companyId: 800,
      companyName: 'Host Co',
      user: { id: 900, active: true, contactInfo: { firstName: 'Hana', lastName: 'Host' } },
    });
    // The next company made here (CLI, demo) must not collide with the provisioned id.
    const next = await insertCompany(t.database.db, 'Made later');
    expect(next).toBeGreaterThan(800);
    const nextUser = await insertUser(t.database.db, { companyId: next, firstName: 'N', lastName: 'U' });
    expect(nextUser).toBeGreaterThan(900);
  });

  it('rejects a non-numeric company id in the path with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/1%20or%201=1/user',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields?.[0]?.path).toBe('params.companyId');
  });
});

describe('tokens from a host platform (JWKS)', () => {
  let jwks: Server;
  let t: TestApp;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'host-1', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      JWT_SECRET: '',
      JWT_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      JWT_ISSUER: 'https://host.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  const sign = (claims: Record<string, unknown>, issuer = 'https://host.example.com') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'host-1' })
      .setIssuer(issuer)
      .sign(privateKey);

  it('accepts an RS256 token signed by the host and checks the issuer', async () => {
    const ok = await sign({ userId: 7, companyId: 3, exp: inOneHour() });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${ok}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: 7, companyId: 3 });

    const wrongIssuer = await sign({ userId: 7, companyId: 3, exp: inOneHour() }, 'https://evil.example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${wrongIssuer}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses HS256 tokens when no secret is configured (no key confusion)', async () => {
    const hs = await hs256({ userId: 7, companyId: 3, exp: inOneHour() });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${hs}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
