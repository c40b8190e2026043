import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventType, ErrorResponse, MeResponse, RecoveryCodesResponse } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createMember, detailsOf, sessionHeaders, startSession } from '../helpers/account-session.js';

/**
 * The second factor as a member sets it up in the browser (a session cookie and the anti-forgery pair),
 * with the codes an authenticator app would show computed from the secret the server gave, and the
 * company rule that requires one.
 */
describe.each(DIALECTS)('second factor (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let other: CompanyFixture;
  const db = () => t.database.db;
  const password = 'an old and long passphrase';

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: sessionHeaders(session),
      ...(payload ? { payload } : {}),
    });

  const userRow = (id: number) =>
    db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (type: AuditEventType, userId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('type', '=', type)
      .where('actor_id', '=', String(userId))
      .execute();

  async function memberWithSession(email: string, companyId = company.companyId) {
    const userId = await createMember(t.app, db(), { companyId, email, password, role: 'recruiter' });
    return { userId, session: await startSession(db(), userId, companyId) };
  }

  /** Sets the factor up and turns it on; returns the secret and the recovery codes. */
  async function enableFor(session: string) {
    const setup = await call('POST', '/auth/two-factor/setup', session);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string; otpauthUrl: string }>();
    const code = await generate({ secret });
    const enabled = await call('POST', '/auth/two-factor/enable', session, { code });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret, code, recoveryCodes: enabled.json<RecoveryCodesResponse>().recoveryCodes };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    company = await createCompany(db(), { name: 'Acme Robotics' });
    other = await createCompany(db(), { name: 'Other Co' });
  });
  afterAll(() => t?.close());

  it('sets up TOTP: a pending secret, then on with a right code, with ten recovery codes stored hashed', async () => {
    const { userId, session } = await memberWithSession('totp-one@example.com');
    const setup = await call('POST', '/auth/two-factor/setup', session);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Video%20Interviewer:totp-one%40example\.com\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Video%20Interviewer');
    let row = await userRow(userId);
    expect(row.totp_secret).toBe(secret);
    expect(row.totp_enabled_at).toBeNull();

    const wrong = await call('POST', '/auth/two-factor/enable', session, { code: '12345x' });
    expect(wrong.statusCode).toBe(400);
    expect((await userRow(userId)).totp_enabled_at).toBeNull();

    const enabled = await call('POST', '/auth/two-factor/enable', session, {
      code: await generate({ secret }),
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<RecoveryCodesResponse>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}$/);
    row = await userRow(userId);
    expect(row.totp_enabled_at).not.toBeNull();
    const stored = JSON.parse(row.recovery_codes!) as string[];
    expect(stored).toEqual(
      recoveryCodes.map((c) => createHash('sha256').update(c.replace('-', '')).digest('hex')),
    );
    expect(row.recovery_codes).not.toContain(recoveryCodes[0]!.slice(0, 4));
    expect(await auditOf('two_factor_enabled', userId)).toHaveLength(1);
    const me = await call('GET', '/auth/me', session);
    expect(me.json<MeResponse>()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
    // On already: a new set-up would silently replace the app's secret.
    expect((await call('POST', '/auth/two-factor/setup', session)).statusCode).toBe(409);
  });

  it('takes a TOTP code once: not the code that turned it on, and of two racing sign-ins with one code one', async () => {
    const email = 'totp-replay@example.com';
    const { userId, session } = await memberWithSession(email);
    const { secret, code } = await enableFor(session);
    const signIn = (totp: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password, totp } });
    const replayed = await signIn(code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<ErrorResponse>().code).toBe('INVALID_CREDENTIALS');
    // The next step's code (a phone a little ahead) is new: exactly one of two requests carrying it wins.
    const nextEpoch = Math.floor(Date.now() / 1000) + 30;
    const next = await generate({ secret, epoch: nextEpoch });
    const raced = await Promise.all([signIn(next), signIn(next)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect((await userRow(userId)).totp_last_step).toBe(Math.floor(nextEpoch / 30));
  });

  it('turns it off with the password only, and audits it', async () => {
    const { userId, session } = await memberWithSession('totp-two@example.com');
    await enableFor(session);
    const wrong = await call('POST', '/auth/two-factor/disable', session, {
      password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorResponse>().code).toBe('INVALID_CREDENTIALS');
    expect((await userRow(userId)).totp_enabled_at).not.toBeNull();
    const off = await call('POST', '/auth/two-factor/disable', session, { password });
    expect(off.statusCode).toBe(204);
    const row = await userRow(userId);
    expect([row.totp_secret, row.totp_enabled_at, row.recovery_codes]).toEqual([null, null, null]);
    expect(await auditOf('two_factor_disabled', userId)).toHaveLength(1);
  });

  it('lets an admin require it: members without one reach only their account, and cannot turn it off', async () => {
    const owner = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    const put = (companyId: number, requireTwoFactor: boolean, token = owner) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/company/${companyId}/security`,
        headers: { authorization: `Bearer ${token}` },
        payload: { requireTwoFactor },
      });
    const { userId: withId, session: withFactor } = await memberWithSession('has-factor@example.com');
    await enableFor(withFactor);
    const { session: without } = await memberWithSession('no-factor@example.com');
    const interviews = `/company/${company.companyId}/interviews`;
    expect((await call('GET', interviews, without)).statusCode).toBe(200);

    expect((await put(other.companyId, true)).statusCode).toBe(403);
    const required = await put(company.companyId, true);
    expect(required.statusCode).toBe(200);
    expect(required.json()).toEqual({ requireTwoFactor: true });
    const company_ = await db()
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', company.companyId)
      .executeTakeFirstOrThrow();
    expect(company_.require_two_factor).toBe(1);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('company_id', '=', company.companyId)
      .where('type', '=', 'settings_changed')
      .execute();
    expect(audit.map((a) => detailsOf(a))).toContainEqual({
      changed: 'requireTwoFactor',
      requireTwoFactor: true,
      'was:requireTwoFactor': false,
    });

    const refused = await call('GET', interviews, without);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().code).toBe('TWO_FACTOR_REQUIRED');
    const me = await call('GET', '/auth/me', without);
    expect(me.statusCode).toBe(200);
    expect(me.json<MeResponse>()).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    // The member with a factor works on; the other company is not touched.
    expect((await call('GET', interviews, withFactor)).statusCode).toBe(200);
    const { session: elsewhere } = await memberWithSession('elsewhere@example.com', other.companyId);
    expect((await call('GET', `/company/${other.companyId}/interviews`, elsewhere)).statusCode).toBe(200);

    // Setting it up on the account page lets the member in again.
    await enableFor(without);
    expect((await call('GET', interviews, without)).statusCode).toBe(200);

    const keep = await call('POST', '/auth/two-factor/disable', withFactor, { password });
    expect(keep.statusCode).toBe(403);
    expect((await userRow(withId)).totp_enabled_at).not.toBeNull();

    expect((await put(company.companyId, false)).json()).toEqual({ requireTwoFactor: false });
    expect((await call('POST', '/auth/two-factor/disable', withFactor, { password })).statusCode).toBe(204);
  });

  it('refuses a cookie write without the anti-forgery header', async () => {
    const { session } = await memberWithSession('csrf@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/setup',
      headers: { cookie: sessionHeaders(session).cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
