import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SESSION_COOKIE, type AuditEventType, type ErrorResponse, type SessionResponse } from '@vi/contracts';
import { hashRecoveryCode } from '../../src/modules/accounts/second-factor.js';
import { createSignInThrottle, signInKeys } from '../../src/modules/accounts/sign-in-throttle.js';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { DIALECTS } from '../helper.js';
import { Browser, setCookieOf } from '../helpers/browser.js';
import { createLoggedApp, type LoggedApp } from '../helpers/logged-app.js';

/**
 * Password sign-in as a browser does it (docs/accounts.md, "Signing in"): the session cookie, its
 * rotation and expiry, the answer that never tells whether an account exists, the throttle shared by
 * every node, a second factor, and signing out here or everywhere.
 */
const PASSWORD = 'violet-lantern-orbit-93';
const WRONG = { message: 'Email or password is incorrect.', code: 'INVALID_CREDENTIALS' };

describe.each(DIALECTS)('password sign-in (%s)', (dialect) => {
  let t: LoggedApp;
  let company: CompanyFixture;
  let addressCounter = 0;
  const db = () => t.database.db;
  /** Each browser its own address, so one test's throttling never reaches another's. */
  const browser = (address = `198.51.100.${++addressCounter}`) => new Browser(() => t.app, address);

  async function member(
    email: string,
    values: { active?: boolean; totpSecret?: string; recovery?: string[] } = {},
  ) {
    const userId = await insertUser(db(), {
      companyId: company.companyId,
      firstName: 'Sam',
      lastName: email.split('@')[0]!,
      active: values.active ?? true,
    });
    await db()
      .updateTable('users')
      .set({
        sign_in_email: email,
        password_hash: await t.app.services.passwords.hash(PASSWORD),
        ...(values.totpSecret
          ? { totp_secret: values.totpSecret, totp_enabled_at: new Date().toISOString() }
          : {}),
        ...(values.recovery ? { recovery_codes: JSON.stringify(values.recovery.map(hashRecoveryCode)) } : {}),
      })
      .where('id', '=', userId)
      .execute();
    return userId;
  }

  const auditOf = (type: AuditEventType) =>
    db().selectFrom('audit_log').selectAll().where('type', '=', type).orderBy('at').execute();

  beforeAll(async () => {
    t = await createLoggedApp(dialect);
    company = await createCompany(db(), { name: 'Acme Robotics' });
  });
  afterAll(() => t.close());

  it('signs in with the right password: the session cookie (HttpOnly, SameSite=Lax), the member, the audit', async () => {
    const userId = await member('ada@acme.example');
    const b = browser();
    const res = await b.post('/auth/sign-in', { email: 'ADA@Acme.example', password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SessionResponse>()).toEqual({
      userId,
      companyId: company.companyId,
      email: 'ada@acme.example',
      role: 'recruiter',
    });
    const cookie = setCookieOf(res, SESSION_COOKIE)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // PUBLIC_URL is http://localhost here: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/);
    const me = await b.get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId, companyId: company.companyId });
    const row = await db()
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_sign_in_at!)).toBeLessThan(60_000);
    const signedIn = (await auditOf('signed_in')).filter((e) => e.actor_id === String(userId));
    expect(signedIn).toHaveLength(1);
    expect(JSON.parse(signedIn[0]!.details)).toEqual({ method: 'password' });
    // The database holds the cookie's hash only.
    const sessions = await db().selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id_hash).not.toBe(b.cookies.get(SESSION_COOKIE));
    expect(sessions[0]!.method).toBe('password');
  });

  it('answers a wrong password, an unknown email and an inactive member alike (401, one message)', async () => {
    const userId = await member('bo@acme.example');
    await member('ina@acme.example', { active: false });
    const answers = [];
    for (const body of [
      { email: 'bo@acme.example', password: 'not-the-password-1' },
      { email: 'nobody@acme.example', password: PASSWORD },
      { email: 'ina@acme.example', password: PASSWORD },
    ]) {
      const res = await browser().post('/auth/sign-in', body);
      expect(setCookieOf(res, SESSION_COOKIE)).toBeUndefined();
      answers.push({ status: res.statusCode, body: res.json<ErrorResponse>() });
    }
    expect(answers[0]!.status).toBe(401);
    expect(answers[0]!.body).toMatchObject(WRONG);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const failed = (await auditOf('sign_in_failed')).filter((e) => e.actor_id === String(userId));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.details).not.toContain('not-the-password');
  });

  it('rotates the session at sign-in: an id the browser carried before is not the one it gets', async () => {
    await member('rot@acme.example');
    const b = browser();
    expect(
      (await b.post('/auth/sign-in', { email: 'rot@acme.example', password: PASSWORD })).statusCode,
    ).toBe(200);
    const first = b.cookies.get(SESSION_COOKIE)!;
    const again = await b.post('/auth/sign-in', { email: 'rot@acme.example', password: PASSWORD });
    expect(again.statusCode).toBe(200);
    const second = b.cookies.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    const stale = new Browser(() => t.app, b.address);
    stale.cookies.set(SESSION_COOKIE, first);
    expect((await stale.get('/auth/me')).statusCode).toBe(401);
    expect((await b.get('/auth/me')).statusCode).toBe(200);
  });

  it('ends a session idle for 12 hours, and any session 14 days after sign-in', async () => {
    const userId = await member('exp@acme.example');
    const idle = browser();
    const old = browser();
    await idle.post('/auth/sign-in', { email: 'exp@acme.example', password: PASSWORD });
    await old.post('/auth/sign-in', { email: 'exp@acme.example', password: PASSWORD });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const rows = await db()
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(2);
    const [idleRow, oldRow] = rows;
    // Just under the idle limit the session lives (and is touched); at 12 hours it is gone.
    await db()
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(11.9) })
      .where('id_hash', '=', idleRow!.id_hash)
      .execute();
    expect((await idle.get('/auth/me')).statusCode).toBe(200);
    await db()
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(12.01) })
      .where('id_hash', '=', idleRow!.id_hash)
      .execute();
    expect((await idle.get('/auth/me')).statusCode).toBe(401);
    // In use a minute ago, yet past its absolute end.
    await db()
      .updateTable('sessions')
      .set({ created_at: hoursAgo(14 * 24 + 1), last_seen_at: hoursAgo(0.02), expires_at: hoursAgo(1) })
      .where('id_hash', '=', oldRow!.id_hash)
      .execute();
    expect((await old.get('/auth/me')).statusCode).toBe(401);
    expect(
      await db().selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute(),
    ).toEqual([]);
  });

  it('asks for the second factor only after the right password, and takes a TOTP code or a recovery code once', async () => {
    const secret = generateSecret();
    await member('totp@acme.example', { totpSecret: secret, recovery: ['abcd-efgh'] });
    const b = browser();
    const wrongPassword = await b.post('/auth/sign-in', {
      email: 'totp@acme.example',
      password: 'wrong-password-1',
    });
    expect(wrongPassword.json()).toMatchObject(WRONG);
    const missing = await b.post('/auth/sign-in', { email: 'totp@acme.example', password: PASSWORD });
    expect(missing.statusCode).toBe(401);
    expect(missing.json<ErrorResponse>().code).toBe('TOTP_REQUIRED');
    expect(setCookieOf(missing, SESSION_COOKIE)).toBeUndefined();
    const wrongCode = await b.post('/auth/sign-in', {
      email: 'totp@acme.example',
      password: PASSWORD,
      totp: '000000',
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject(WRONG);
    // Codes are judged against the server's clock in 30 s steps: made at a step's very end, a code of the
    // step before would be two steps old by the time a slow sign-in checks it. Start with 10 s left or more.
    const secondsIntoStep = (Date.now() / 1000) % 30;
    if (secondsIntoStep > 20) {
      await new Promise((resolve) => setTimeout(resolve, (30 - secondsIntoStep) * 1000 + 50));
    }
    const now = Math.floor(Date.now() / 1000);
    // A code of the step before still counts (a clock a little behind); one of three steps ago does not.
    const stale = await generate({ secret, epoch: now - 90 });
    const late = await generate({ secret, epoch: now - 30 });
    const current = await generate({ secret });
    if (stale !== current && stale !== late) {
      const res = await b.post('/auth/sign-in', {
        email: 'totp@acme.example',
        password: PASSWORD,
        totp: stale,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await b.post('/auth/sign-in', { email: 'totp@acme.example', password: PASSWORD, totp: late }))
        .statusCode,
    ).toBe(200);
    expect(
      (await b.post('/auth/sign-in', { email: 'totp@acme.example', password: PASSWORD, totp: current }))
        .statusCode,
    ).toBe(200);
    // A code is taken once: the same code again, or the step before's after it, is refused.
    for (const replayed of [current, late]) {
      const again = await b.post('/auth/sign-in', {
        email: 'totp@acme.example',
        password: PASSWORD,
        totp: replayed,
      });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject(WRONG);
    }
    const recovery = { email: 'totp@acme.example', password: PASSWORD, totp: 'ABCD-EFGH' };
    expect((await b.post('/auth/sign-in', recovery)).statusCode).toBe(200);
    const spent = await b.post('/auth/sign-in', recovery);
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject(WRONG);
  });

  it('throttles 30 wrong passwords from one address (429, Retry-After), yet the owner signs in from another', async () => {
    await member('target@acme.example');
    const attacker = browser('192.0.2.66');
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await attacker.post('/auth/sign-in', {
        email: 'target@acme.example',
        password: `guess-number-${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(10);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Blocked before any password check: even the right password waits.
    expect(
      (await attacker.post('/auth/sign-in', { email: 'target@acme.example', password: PASSWORD })).statusCode,
    ).toBe(429);
    const owner = browser('192.0.2.77');
    const res = await owner.post('/auth/sign-in', { email: 'target@acme.example', password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('throttles an unknown email exactly as a known one', async () => {
    // The clock stands still: the fifth failure's 1 s block must not run out between two requests of a
    // starved CI pass (it did at nice 19), or the two runs would differ by the machine's speed alone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2030-06-01T00:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await member('known@acme.example');
    const run = async (email: string, address: string) => {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await browser(address).post('/auth/sign-in', { email, password: `guess-number-${i}` })).statusCode,
        );
      return statuses;
    };
    const known = await run('known@acme.example', '192.0.2.101');
    expect(known).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await run('unknown@acme.example', '192.0.2.102')).toEqual(known);
  });

  it('throttles one address trying many accounts after 20 failures, and leaves other addresses alone', async () => {
    await member('spray@acme.example');
    const sprayer = browser('192.0.2.120');
    const statuses = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (await sprayer.post('/auth/sign-in', { email: `user${i}@acme.example`, password: PASSWORD }))
          .statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(
      (await browser().post('/auth/sign-in', { email: 'spray@acme.example', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('holds an account against guessing spread over many addresses (the loose per-account limit)', async () => {
    await member('spread@acme.example');
    // As if 99 addresses had each guessed once within the hour.
    await db()
      .insertInto('sign_in_throttle')
      .values({
        key: 'account:spread@acme.example',
        failures: 99,
        blocked_until: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(
      (await browser().post('/auth/sign-in', { email: 'spread@acme.example', password: 'guess-100th-try' }))
        .statusCode,
    ).toBe(401);
    const res = await browser().post('/auth/sign-in', { email: 'spread@acme.example', password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('backs off exponentially, 1 s, 2 s, 4 s … at most 15 minutes, and forgets after an hour', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const throttle = createSignInThrottle({ db: db(), now: () => now });
    const keys = signInKeys('192.0.2.250', 'backoff@acme.example');
    const blockedFor = async () => {
      try {
        await throttle.assertAllowed(keys);
        return 0;
      } catch (err) {
        return (err as { retryAfterSeconds: number }).retryAfterSeconds;
      }
    };
    for (let i = 0; i < 4; i++) await throttle.recordFailure(keys);
    expect(await blockedFor()).toBe(0);
    const waits = [];
    for (let i = 0; i < 14; i++) {
      await throttle.recordFailure(keys);
      const wait = await blockedFor();
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    expect(await blockedFor()).toBe(0);
    // An hour without failures: the count starts over (five free again).
    now += 3_600_001;
    await throttle.recordFailure(keys);
    expect(await blockedFor()).toBe(0);
    // A success clears the pair and the account, not the address.
    await throttle.recordSuccess(keys);
    const left = await db()
      .selectFrom('sign_in_throttle')
      .select('key')
      .where('key', 'in', [keys.pair!, keys.address, keys.account!])
      .execute();
    expect(left.map((r) => r.key)).toEqual([keys.address]);
  });

  it('signs out this browser (204, cookie cleared) and is fine without a session', async () => {
    await member('out@acme.example');
    const b = browser();
    await b.post('/auth/sign-in', { email: 'out@acme.example', password: PASSWORD });
    const session = b.cookies.get(SESSION_COOKIE)!;
    const res = await b.post('/auth/sign-out');
    expect(res.statusCode).toBe(204);
    expect(setCookieOf(res, SESSION_COOKIE)).toMatch(/^vi_session=;/);
    const replay = browser();
    replay.cookies.set(SESSION_COOKIE, session);
    expect((await replay.get('/auth/me')).statusCode).toBe(401);
    // A recruiter's token carries no session: nothing to end, still 204.
    const token = await t.app.tokens.sign({ companyId: company.companyId, userId: company.userId }, 600);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(204);
    // Without the anti-forgery header a cookie write is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('signs out everywhere: the other browser’s next request is 401 at once', async () => {
    const userId = await member('both@acme.example');
    const laptop = browser();
    const phone = browser();
    for (const b of [laptop, phone])
      expect(
        (await b.post('/auth/sign-in', { email: 'both@acme.example', password: PASSWORD })).statusCode,
      ).toBe(200);
    expect((await phone.get('/auth/me')).statusCode).toBe(200);
    const res = await laptop.post('/auth/sign-out-everywhere');
    expect(res.statusCode).toBe(204);
    expect((await phone.get('/auth/me')).statusCode).toBe(401);
    expect((await laptop.get('/auth/me')).statusCode).toBe(401);
    expect((await auditOf('signed_out_everywhere')).map((e) => e.actor_id)).toContain(String(userId));
  });

  it('logs no password, session id or email-shaped secret', () => {
    const log = t.lines.join('');
    expect(log).toContain('request completed');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('guess-number');
    expect(log).not.toContain(SESSION_COOKIE + '=');
  });
});
