import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, MeResponse, SsoConfig, SsoConfigRequest } from '@vi/contracts';
import { SESSION_COOKIE } from '@vi/contracts';
import { insertUser, setUserActive } from '../../src/modules/companies/company.repository.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { createTokenService } from '../../src/modules/auth/token.service.js';
import { createTestEnv, DIALECTS, type TestApp } from '../helper.js';
import { Browser, startOpenIdProvider, type TestOpenIdProvider } from '../helpers/oidc-provider.js';

/**
 * Single sign-on against a real OpenID Provider (oidc-provider on 127.0.0.1): the product listens on a
 * real port at its PUBLIC_URL, the provider redirects a cookie-keeping client back to it, and what a
 * person ends with (a working session, or the sign-in page with a reason) is what is checked.
 */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(DIALECTS)('single sign-on with OpenID Connect (%s)', (dialect) => {
  let t: TestApp;
  let op: TestOpenIdProvider;
  let base: string;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let ownerToken: string;
  let tokenB: string;
  let settings: SsoConfigRequest;
  /** Every line the server logged: no code, state, token or secret may be among them. */
  const logLines: string[] = [];

  const api = (path: string) => `${base}/api/v1${path}`;
  const startOf = (companyId: number, returnTo?: string) =>
    api(`/auth/sso/${companyId}/start`) + (returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '');
  const put = (body: unknown, token = ownerToken) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/${a.companyId}/sso`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
  const signIn = (browser: Browser, login: string, returnTo?: string) =>
    browser.signIn(startOf(a.companyId, returnTo), { login, stopAt: base });
  const refusal = (reason: string) => `${base}/v1/sign-in?error=sso_${reason}`;
  const usersWith = (email: string) =>
    t.database.db.selectFrom('users').selectAll().where('sign_in_email', '=', email).execute();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = createTestEnv(dialect, { PUBLIC_URL: base, LOG_LEVEL: 'info' });
    const database = await createDatabase(env.config.database);
    const app = await buildApp({
      config: env.config,
      database,
      logStream: { write: (line) => logLines.push(line) },
    });
    const tokens = createTokenService(env.config.jwt);
    t = {
      ...env,
      app,
      database,
      tokenFor: (claims, ttlSeconds = 3600) => tokens.sign(claims, ttlSeconds),
      async close() {
        await app.close();
        await database.destroy();
        await env.cleanup();
      },
    };
    await t.app.listen({ port, host: '127.0.0.1' });
    a = await createCompany(t.database.db, { name: 'Acme' });
    b = await createCompany(t.database.db, { name: 'Other Co', firstName: 'Bo', lastName: 'Other' });
    ownerToken = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    tokenB = await t.tokenFor({ companyId: b.companyId, userId: b.userId });
    op = await startOpenIdProvider({ redirectUris: [api(`/auth/sso/${a.companyId}/callback`)] });
    op.setAccount('alice', {
      email: 'Alice@Acme.test',
      email_verified: true,
      given_name: 'Alice',
      family_name: 'Archer',
    });
    settings = {
      enabled: true,
      issuer: op.issuer,
      clientId: op.clientId,
      clientSecret: op.clientSecret,
      allowedDomains: ['acme.test'],
      defaultRole: 'recruiter',
    };
    const saved = await put(settings);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await op.close();
    await t.close();
  });

  it('saves the settings only when the issuer answers discovery, and never gives the secret back', async () => {
    const closed = await put({ ...settings, issuer: `http://127.0.0.1:${await freePort()}` });
    expect(closed.statusCode).toBe(400);
    expect(closed.json<ErrorResponse>().message).toMatch(/did not answer OpenID Connect discovery/);
    const plainHttp = await put({ ...settings, issuer: 'http://idp.example.com' });
    expect(plainHttp.statusCode).toBe(400);
    expect((await put({ ...settings, issuer: 'not a url' })).statusCode).toBe(400);

    // A change without the secret keeps the stored one.
    const kept = await put({
      ...settings,
      clientSecret: undefined,
      allowedDomains: ['acme.test', '@Sub.Acme.test'],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const config = kept.json<SsoConfig>();
    expect(config).toEqual({
      enabled: true,
      issuer: op.issuer,
      clientId: op.clientId,
      allowedDomains: ['acme.test', 'sub.acme.test'],
      defaultRole: 'recruiter',
      hasClientSecret: true,
      redirectUri: api(`/auth/sso/${a.companyId}/callback`),
    });
    const read = await t.app.inject({
      url: `/api/v1/company/${a.companyId}/sso`,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(read.json<SsoConfig>()).toEqual(config);
    for (const body of [kept.body, read.body]) expect(body).not.toContain(op.clientSecret);
    const row = await t.database.db
      .selectFrom('company_sso')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .executeTakeFirstOrThrow();
    expect(row.client_secret).toBe(op.clientSecret);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('company_id', '=', a.companyId)
      .where('type', '=', 'sso_changed')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const entry of audit)
      expect(JSON.parse(entry.details) as unknown).toEqual({ enabled: true, issuer: op.issuer });

    // Another company has none; and may not read or change this one.
    const none = await t.app.inject({
      url: `/api/v1/company/${b.companyId}/sso`,
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(none.statusCode).toBe(404);
    expect((await put(settings, tokenB)).statusCode).toBe(403);
  });

  it('finds the company by the address’s domain', async () => {
    const found = await t.app.inject({ url: '/api/v1/auth/sso/discover?email=Someone@ACME.test' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ companyId: a.companyId });
    expect(
      (await t.app.inject({ url: '/api/v1/auth/sso/discover?email=someone@other.test' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/auth/sso/discover?email=nope' })).statusCode).toBe(400);
  });

  it('makes a member just in time with the default role and signs them in with a session', async () => {
    const browser = new Browser();
    const { landedAt, visited } = await signIn(browser, 'alice', '/v1/recruiter/jobs?tab=open');
    expect(landedAt).toBe(`${base}/v1/recruiter/jobs?tab=open`);
    // The IdP was asked with PKCE (S256), a state and a nonce.
    const authorize = new URL(visited.find((u) => u.startsWith(op.issuer))!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const [user] = await usersWith('alice@acme.test');
    expect(user).toMatchObject({
      company_id: a.companyId,
      role: 'recruiter',
      first_name: 'Alice',
      last_name: 'Archer',
      sso_subject: `${op.issuer}|alice`,
      active: 1,
    });
    expect(user!.last_sign_in_at).toBeTruthy();
    const session = browser.cookie(base, SESSION_COOKIE);
    expect(session).toBeTruthy();
    const me = await browser.request(api('/auth/me'));
    expect(me.status).toBe(200);
    expect(((await me.json()) as MeResponse).userId).toBe(user!.id);
    const signedIn = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('type', '=', 'signed_in')
      .where('actor_id', '=', String(user!.id))
      .execute();
    expect(signedIn.map((e) => JSON.parse(e.details) as unknown)).toContainEqual({ method: 'sso' });
  });

  it('signs the same member in again instead of making another', async () => {
    const before = await usersWith('alice@acme.test');
    const { landedAt } = await signIn(new Browser(), 'alice');
    expect(landedAt).toBe(`${base}/v1/recruiter`);
    const after = await usersWith('alice@acme.test');
    expect(after.map((u) => u.id)).toEqual([before[0]!.id]);
    expect(after[0]!.last_sign_in_at! >= before[0]!.last_sign_in_at!).toBe(true);
  });

  it('refuses a member removed from the company though their IdP session is still valid', async () => {
    op.setAccount('dana', { email: 'dana@acme.test', email_verified: true, name: 'Dana de Vries' });
    const browser = new Browser();
    expect((await signIn(browser, 'dana')).landedAt).toBe(`${base}/v1/recruiter`);
    const [dana] = await usersWith('dana@acme.test');
    expect(dana).toMatchObject({ first_name: 'Dana', last_name: 'de Vries' });
    await setUserActive(t.database.db, dana!.id, false);

    const again = await signIn(browser, 'dana');
    expect(again.landedAt).toBe(refusal('inactive'));
    // No login page this time: the IdP's session alone would have let Dana in.
    expect(again.visited.some((u) => u.includes('/interaction/'))).toBe(false);
    expect((await browser.request(api('/auth/me'))).status).toBe(403);
  });

  it('refuses an address outside the allowed domains, or one the IdP does not vouch for', async () => {
    op.setAccount('eve', { email: 'eve@elsewhere.test', email_verified: true });
    op.setAccount('unverified', { email: 'ursula@acme.test', email_verified: false });
    expect((await signIn(new Browser(), 'eve')).landedAt).toBe(refusal('domain'));
    expect((await signIn(new Browser(), 'unverified')).landedAt).toBe(refusal('unverified'));
    expect(await usersWith('ursula@acme.test')).toEqual([]);
  });

  it('comes back to the sign-in page when the person cancels at the identity provider', async () => {
    const { landedAt } = await new Browser().signIn(startOf(a.companyId), {
      login: 'alice',
      stopAt: base,
      cancel: true,
    });
    expect(landedAt).toBe(refusal('denied'));
  });

  it("refuses an address that is another company's member", async () => {
    const carol = await insertUser(t.database.db, {
      companyId: b.companyId,
      firstName: 'Carol',
      lastName: 'B',
    });
    await t.database.db
      .updateTable('users')
      .set({ sign_in_email: 'carol@acme.test' })
      .where('id', '=', carol)
      .execute();
    op.setAccount('carol', { email: 'carol@acme.test', email_verified: true });
    expect((await signIn(new Browser(), 'carol')).landedAt).toBe(refusal('denied'));
    expect(await usersWith('carol@acme.test')).toEqual([
      expect.objectContaining({ id: carol, company_id: b.companyId }),
    ]);
  });

  it('takes a state once: the same callback replayed is refused', async () => {
    const browser = new Browser();
    const { visited } = await signIn(browser, 'alice');
    const callback = visited.find((u) => u.startsWith(api(`/auth/sso/${a.companyId}/callback`)))!;
    expect(callback).toContain('code=');
    const replay = await new Browser().request(callback);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/v1/sign-in?error=sso_expired');
    expect(replay.headers.getSetCookie().join()).not.toContain(SESSION_COOKIE);
    const forged = await new Browser().request(api(`/auth/sso/${a.companyId}/callback?code=x&state=made-up`));
    expect(forged.headers.get('location')).toBe('/v1/sign-in?error=sso_expired');
    const doubled = await new Browser().request(api(`/auth/sso/${a.companyId}/callback?state=a&state=b`));
    expect(doubled.status).toBe(303);
    expect(doubled.headers.get('location')).toBe('/v1/sign-in?error=sso_expired');
  });

  it('logs the callback without its code or state, and never the client secret', async () => {
    const { visited } = await signIn(new Browser(), 'alice');
    const callback = new URL(visited.find((u) => u.includes('/callback?'))!);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const log = logLines.join('');
    expect(log).toContain(`/api/v1/auth/sso/${a.companyId}/callback?code=[redacted]`);
    for (const secret of [code, state, op.clientSecret]) expect(log).not.toContain(secret);
  });

  it('lands only on pages of this site, and begins nothing for a company without single sign-on', async () => {
    for (const returnTo of ['//evil.test/v1/', 'https://evil.test/v1/recruiter', '/v1/\\evil.test']) {
      expect((await signIn(new Browser(), 'alice', returnTo)).landedAt).toBe(`${base}/v1/recruiter`);
    }
    expect((await new Browser().request(startOf(b.companyId))).status).toBe(404);
    await put({ ...settings, enabled: false });
    expect((await new Browser().request(startOf(a.companyId))).status).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/auth/sso/discover?email=x@acme.test' })).statusCode).toBe(404);
    await put(settings);
  });
});
