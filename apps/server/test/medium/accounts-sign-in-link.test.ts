import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  MeResponse,
  PublicConfig,
  RecoveryCodesResponse,
  SessionResponse,
} from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createMember, detailsOf, sessionCookieOf, sessionHeaders } from '../helpers/account-session.js';
import { startSmtpServer, type TestSmtpServer, unfold } from '../helpers/smtp-server.js';
import { waitFor } from '../helpers/wait-for.js';

/**
 * Sign-in by a mailed link, with the mail delivered to a real SMTP server started by the test, and the
 * same product without SMTP, where the feature is not offered at all.
 */
describe.each(DIALECTS)('sign-in links (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let withoutSmtp: TestApp;
  let company: CompanyFixture;
  let address = 0;
  const db = () => t.database.db;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers,
      remoteAddress: `10.1.0.${++address}`,
    });

  /** Asks for a link and reads its token from the mail the SMTP server received. */
  async function linkTokenFor(email: string): Promise<string> {
    const before = smtp.received.filter((m) => m.to.includes(email)).length;
    expect((await post('/auth/sign-in-link', { email })).statusCode).toBe(202);
    const mail = await waitFor(() => smtp.received.filter((m) => m.to.includes(email))[before]);
    const token = /http:\/\/localhost:3001\/v1\/sign-in\/link\/([A-Za-z0-9_-]{43})/.exec(
      unfold(mail.raw),
    )?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'hiring@acme.example' });
    withoutSmtp = await createTestApp(dialect);
    company = await createCompany(db(), { name: 'Acme Robotics' });
  });
  afterAll(async () => {
    await t?.close();
    await withoutSmtp?.close();
    await smtp?.close();
  });

  it('is offered only with SMTP: GET /config says so, and without it both routes answer 404', async () => {
    const on = (await t.app.inject({ url: '/api/v1/config' })).json<PublicConfig>();
    const off = (await withoutSmtp.app.inject({ url: '/api/v1/config' })).json<PublicConfig>();
    expect(on.accounts).toEqual({ emailSignIn: true, signInPage: true });
    expect(off.accounts).toEqual({ emailSignIn: false, signInPage: true });
    for (const [url, payload] of [
      ['/api/v1/auth/sign-in-link', { email: 'a@example.com' }],
      ['/api/v1/auth/sign-in-link/confirm', { token: 'x'.repeat(43) }],
    ] as const) {
      const res = await withoutSmtp.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(404);
    }
  });

  it('signs in once with the mailed link: session cookie, last sign-in, audit; the same for an unknown address', async () => {
    const email = 'link-one@example.com';
    const userId = await createMember(t.app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
      role: 'recruiter',
    });
    const unknown = await post('/auth/sign-in-link', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(202);
    const token = await linkTokenFor(email);
    expect(smtp.received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
    const row = await db()
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('sign_in_link');
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(15 * 60_000);

    const res = await post('/auth/sign-in-link/confirm', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SessionResponse>()).toEqual({
      userId,
      companyId: company.companyId,
      email,
      role: 'recruiter',
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: sessionHeaders(cookie!) });
    expect(me.json<MeResponse>()).toMatchObject({
      userId,
      email,
      role: 'recruiter',
      twoFactorEnabled: false,
    });
    const session = await db()
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.method).toBe('link');
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.last_sign_in_at).not.toBeNull();
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('type', '=', 'signed_in')
      .where('actor_id', '=', String(userId))
      .execute();
    expect(audit.map((a) => detailsOf(a))).toEqual([{ method: 'link' }]);

    const again = await post('/auth/sign-in-link/confirm', { token });
    expect(again.statusCode).toBe(410);
  });

  it('answers 410 for an expired link, 404 for an unknown one, 410 for a deactivated user', async () => {
    const email = 'link-two@example.com';
    const userId = await createMember(t.app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const expiring = await linkTokenFor(email);
    await db()
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    expect((await post('/auth/sign-in-link/confirm', { token: expiring })).statusCode).toBe(410);
    expect((await post('/auth/sign-in-link/confirm', { token: 'y'.repeat(43) })).statusCode).toBe(404);
    const fresh = await linkTokenFor(email);
    await db().updateTable('users').set({ active: 0 }).where('id', '=', userId).execute();
    expect((await post('/auth/sign-in-link/confirm', { token: fresh })).statusCode).toBe(410);
  });

  it('asks a member with a second factor for a code: without it 401 TOTP_REQUIRED, with it a session', async () => {
    const email = 'link-totp@example.com';
    const userId = await createMember(t.app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const bearer = { authorization: `Bearer ${await t.tokenFor({ companyId: company.companyId, userId })}` };
    const setup = await post('/auth/two-factor/setup', {}, bearer);
    const { secret } = setup.json<{ secret: string }>();
    // Turned on with the step before's code: a TOTP code is taken once, and the link below needs one.
    const previousStep = Math.floor(Date.now() / 1000) - 30;
    const enabled = await post(
      '/auth/two-factor/enable',
      { code: await generate({ secret, epoch: previousStep }) },
      bearer,
    );
    const { recoveryCodes } = enabled.json<RecoveryCodesResponse>();

    const token = await linkTokenFor(email);
    const bare = await post('/auth/sign-in-link/confirm', { token });
    expect(bare.statusCode).toBe(401);
    expect(bare.json<ErrorResponse>().code).toBe('TOTP_REQUIRED');
    expect(sessionCookieOf(bare)).toBeUndefined();
    // The link still works with the code.
    const withCode = await post('/auth/sign-in-link/confirm', { token, totp: await generate({ secret }) });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(sessionCookieOf(withCode)).toBeDefined();

    // A wrong code uses the link up.
    const wrongLink = await linkTokenFor(email);
    const current = await generate({ secret });
    const wrong = await post('/auth/sign-in-link/confirm', {
      token: wrongLink,
      totp: current === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorResponse>().code).toBe('INVALID_CREDENTIALS');
    expect(
      (await post('/auth/sign-in-link/confirm', { token: wrongLink, totp: await generate({ secret }) }))
        .statusCode,
    ).toBe(410);

    // A recovery code works once.
    const recovery = recoveryCodes[0]!;
    const byRecovery = await post('/auth/sign-in-link/confirm', {
      token: await linkTokenFor(email),
      totp: recovery,
    });
    expect(byRecovery.statusCode).toBe(200);
    const reused = await post('/auth/sign-in-link/confirm', {
      token: await linkTokenFor(email),
      totp: recovery,
    });
    expect(reused.statusCode).toBe(401);
    const stored = await db()
      .selectFrom('users')
      .select('recovery_codes')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.recovery_codes!) as string[]).toHaveLength(recoveryCodes.length - 1);
  });
});
