import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type ErrorResponse, type SessionResponse } from '@vi/contracts';
import { startBanner } from '../../src/modules/demo/demo-banner.js';
import { createCompany } from '../factories/company.factory.js';
import { DIALECTS } from '../helper.js';
import { Browser, setCookieOf } from '../helpers/browser.js';
import { createLoggedApp, type LoggedApp } from '../helpers/logged-app.js';

/**
 * The first run (docs/accounts.md, "First run"): the set-up code from the server's start, the company
 * and its owner made once, and nothing of it left open afterwards.
 */
const PASSWORD = 'violet-lantern-orbit-93';
const PUBLIC_URL = 'https://interviews.example.com';

describe.each(DIALECTS)('the first run (%s)', (dialect) => {
  let t: LoggedApp;
  let code: string;
  const browser = (address = '198.51.100.7') => new Browser(() => t.app, address);
  const body = (overrides: Record<string, string> = {}) => ({
    setupCode: code,
    companyName: 'Acme Robotics',
    name: 'Ada King Lovelace',
    email: 'Ada@Acme.example',
    password: PASSWORD,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createLoggedApp(dialect, { PUBLIC_URL });
    // Members of the host platform (sign-in links, no password) do not make set-up unnecessary.
    await createCompany(t.database.db, { name: 'Host Platform Tenant' });
  });
  afterAll(() => t.close());

  it('is needed on a new server, and the start banner shows its code once', async () => {
    const res = await browser().get('/setup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needed: true });
    code = (await t.app.services.setup.currentCode())!;
    expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    // Every node reads the same code.
    expect(await t.app.services.setup.currentCode()).toBe(code);
    expect(startBanner(t.config, [], code)).toContain(`Set-up code: ${code}  Open ${PUBLIC_URL}/v1/setup`);
    expect(startBanner(t.config, [])).not.toContain('Set-up code');
  });

  it('refuses a wrong code (403) and throttles wrong codes from one address (429)', async () => {
    const guesser = browser('192.0.2.200');
    const wrong = await guesser.post('/setup', body({ setupCode: 'AAAA-BBBB-CCCC-DDDD' }));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ErrorResponse>()).toMatchObject({ code: 'INVALID_SETUP_CODE' });
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await guesser.post('/setup', body({ setupCode: `WRONG-${i}` }))).statusCode);
    expect(statuses.slice(0, 19).every((s) => s === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Blocked before the code is compared: even the right one waits.
    const right = await guesser.post('/setup', body());
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await browser().get('/setup')).json()).toEqual({ needed: true });
  });

  it('refuses a weak password or one made of the owner’s own words (400), and keeps the code', async () => {
    for (const password of ['password1234!', 'AcmeRobotics1', 'short']) {
      const res = await browser().post('/setup', body({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json<ErrorResponse>().code).toBe('VALIDATION');
    }
    expect((await browser().get('/setup')).json()).toEqual({ needed: true });
  });

  it('creates the company and its owner and signs them in (201, Secure session cookie)', async () => {
    const owner = browser();
    const res = await owner.post(
      '/setup',
      body({ setupCode: ` ${code.toLowerCase().replaceAll('-', ' ')} ` }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<SessionResponse>();
    expect(session).toMatchObject({ email: 'ada@acme.example', role: 'owner' });
    const cookie = setCookieOf(res, SESSION_COOKIE)!;
    // PUBLIC_URL is https and not localhost: the cookie is Secure.
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);

    const db = t.database.db;
    const company = await db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', session.companyId)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe('Acme Robotics');
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      company_id: session.companyId,
      first_name: 'Ada',
      last_name: 'King Lovelace',
      role: 'owner',
      sign_in_email: 'ada@acme.example',
      active: 1,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.last_sign_in_at).not.toBeNull();
    const settings = await db.selectFrom('instance_settings').selectAll().execute();
    expect(settings.map((s) => s.key)).toEqual(['setup_completed_at']);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('type', '=', 'setup_completed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ company_id: session.companyId, actor_id: String(session.userId) });
    const sessions = await db
      .selectFrom('sessions')
      .select('method')
      .where('user_id', '=', session.userId)
      .execute();
    expect(sessions).toEqual([{ method: 'setup' }]);

    const me = await owner.get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: session.userId, companyId: session.companyId });
  });

  it('is closed afterwards: GET says not needed, POST answers 404 even with the old code', async () => {
    expect((await browser().get('/setup')).json()).toEqual({ needed: false });
    const again = await browser().post('/setup', body({ email: 'eve@acme.example' }));
    expect(again.statusCode).toBe(404);
    expect(await t.app.services.setup.currentCode()).toBeUndefined();
    const signIn = await browser().post('/auth/sign-in', { email: 'ada@acme.example', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('logs no password, set-up code or session id', () => {
    const log = t.lines.join('');
    expect(log).toContain('request completed');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(code);
    expect(log).not.toContain(code.replaceAll('-', ''));
    expect(log).not.toContain(`${SESSION_COOKIE}=`);
  });
});
