import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventType, ErrorResponse } from '@vi/contracts';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { MAIL_LINK_LIMITS } from '../../src/modules/accounts/mail-link-throttle.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';
import { createMember, detailsOf, sessionHeaders, startSession } from '../helpers/account-session.js';
import { waitFor } from '../helpers/wait-for.js';

/**
 * Password reset by mail and changing one's own password, through HTTP as the web app calls them, with
 * the mail read from the outbox (no SMTP configured) and every log line the server wrote kept, to show
 * that no reset token reaches the log.
 */
describe.each(DIALECTS)('password reset (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;
  let app: FastifyInstance;
  let company: CompanyFixture;
  const lines: string[] = [];
  const tokensSeen: string[] = [];
  const db = () => database.db;
  let address = 0;
  /** Each test asks from its own client address, so the per-address limit is tested on its own. */
  const nextAddress = () => `10.0.0.${++address}`;

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.9.9.9',
  ) => app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress });

  const mailsTo = (to: string) =>
    db().selectFrom('outbox_mail').selectAll().where('to_address', '=', to).orderBy('created_at').execute();

  /** Asks for a reset and reads the token from the mail that arrives in the outbox. */
  async function resetTokenFor(email: string): Promise<string> {
    const before = (await mailsTo(email)).length;
    const res = await post('/auth/password-reset', { email }, {}, nextAddress());
    expect(res.statusCode).toBe(202);
    const mails = await waitFor(async () => {
      const all = await mailsTo(email);
      return all.length > before && all;
    });
    const token = /\/v1\/password-reset\/([A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1]!.text_body)?.[1];
    expect(token).toBeDefined();
    tokensSeen.push(token!);
    return token!;
  }

  const auditOf = (type: AuditEventType) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('company_id', '=', company.companyId)
      .where('type', '=', type)
      .execute();

  beforeAll(async () => {
    env = createTestEnv(dialect, { LOG_LEVEL: 'info' });
    database = await createDatabase(env.config.database);
    app = await buildApp({ config: env.config, database, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    company = await createCompany(db(), { name: 'Acme Robotics' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await env?.cleanup();
  });

  it('answers 202 with the same body whether or not the address has an account, and mails only a real one', async () => {
    const email = 'reset-one@example.com';
    await createMember(app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const known = await post('/auth/password-reset', { email: 'Reset-One@Example.com' }, {}, nextAddress());
    const unknown = await post('/auth/password-reset', { email: 'nobody@example.com' }, {}, nextAddress());
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const mails = await waitFor(async () => {
      const all = await mailsTo(email);
      return all.length > 0 && all;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Video Interviewer password');
    const token = /http:\/\/localhost:3001\/v1\/password-reset\/([A-Za-z0-9_-]{43})/.exec(
      mails[0]!.text_body,
    )?.[1];
    expect(token).toBeDefined();
    tokensSeen.push(token!);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    // Only the token's hash is stored, with its purpose and a 30-minute end.
    const rows = await db().selectFrom('account_tokens').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const row = rows.find((r) => r.purpose === 'password_reset')!;
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
  });

  it('sets the new password once, ends every session of the user, voids the other links and is audited', async () => {
    const email = 'reset-two@example.com';
    const userId = await createMember(app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const sessions = [
      await startSession(db(), userId, company.companyId),
      await startSession(db(), userId, company.companyId),
    ];
    for (const id of sessions) {
      const me = await app.inject({ url: '/api/v1/auth/me', headers: sessionHeaders(id) });
      expect(me.statusCode).toBe(200);
    }
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);

    const password = 'a brand new lantern by the river';
    const weak = await post('/auth/password-reset/confirm', { token: second, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorResponse>().fields?.[0]?.path).toBe('password');

    // The refused password did not use the link up.
    const done = await post('/auth/password-reset/confirm', { token: second, password });
    expect(done.statusCode).toBe(204);
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await app.services.passwords.verify(user.password_hash!, password)).toBe(true);
    for (const id of sessions) {
      const me = await app.inject({ url: '/api/v1/auth/me', headers: sessionHeaders(id) });
      expect(me.statusCode).toBe(401);
    }
    expect(
      await db().selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute(),
    ).toEqual([]);

    const again = await post('/auth/password-reset/confirm', {
      token: second,
      password: 'yet another long phrase here',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorResponse>().code).toBe('GONE');
    // The other link of the user is gone altogether.
    const other = await post('/auth/password-reset/confirm', {
      token: first,
      password: 'yet another long phrase here',
    });
    expect(other.statusCode).toBe(404);

    const entries = await auditOf('password_reset');
    const entry = entries.find((e) => e.actor_id === String(userId) && detailsOf(e).method === 'link');
    expect(entry).toBeDefined();
    expect(detailsOf(entry!)).toEqual({ method: 'link', sessionsEnded: 2 });
  });

  it('answers 410 for an expired link and 404 for an unknown one', async () => {
    const email = 'reset-three@example.com';
    await createMember(app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const token = await resetTokenFor(email);
    await db()
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'password_reset')
      .execute();
    const expired = await post('/auth/password-reset/confirm', {
      token,
      password: 'a brand new lantern by the river',
    });
    expect(expired.statusCode).toBe(410);
    const unknown = await post('/auth/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'a brand new lantern by the river',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('mails nothing for an inactive user, and no more than the hourly limit to one address', async () => {
    const inactive = 'reset-inactive@example.com';
    const userId = await createMember(app, db(), {
      companyId: company.companyId,
      email: inactive,
      password: 'an old and long passphrase',
    });
    await db().updateTable('users').set({ active: 0 }).where('id', '=', userId).execute();
    expect((await post('/auth/password-reset', { email: inactive }, {}, nextAddress())).statusCode).toBe(202);

    const email = 'reset-flood@example.com';
    await createMember(app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const statuses: number[] = [];
    for (let i = 0; i < MAIL_LINK_LIMITS.perEmailPerHour + 3; i++) {
      statuses.push((await post('/auth/password-reset', { email }, {}, nextAddress())).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([202]));
    await waitFor(async () => (await mailsTo(email)).length >= MAIL_LINK_LIMITS.perEmailPerHour);
    // A moment for a mail that should not come.
    await post('/auth/password-reset', { email: 'nobody-else@example.com' }, {}, nextAddress());
    expect(await mailsTo(email)).toHaveLength(MAIL_LINK_LIMITS.perEmailPerHour);
    expect(await mailsTo(inactive)).toEqual([]);
    for (const mail of await mailsTo(email)) {
      tokensSeen.push(/\/v1\/password-reset\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!);
    }
  });

  it('answers 429 to an address that asks too often, for any email', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_LINK_LIMITS.perAddressPerHour; i++) {
      statuses.push(
        (await post('/auth/password-reset', { email: `someone-${i}@example.com` }, {}, from)).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('changes one’s own password with the current one, ending the other sessions but not this one', async () => {
    const email = 'changer@example.com';
    const userId = await createMember(app, db(), {
      companyId: company.companyId,
      email,
      password: 'an old and long passphrase',
    });
    const mine = await startSession(db(), userId, company.companyId);
    const other = await startSession(db(), userId, company.companyId);
    const change = (currentPassword: string, newPassword: string) =>
      post('/auth/password', { currentPassword, newPassword }, sessionHeaders(mine));

    const wrong = await change('not my passphrase at all', 'a brand new lantern by the river');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorResponse>().code).toBe('INVALID_CREDENTIALS');
    expect((await change('an old and long passphrase', 'Changer@Example.com')).statusCode).toBe(400);

    expect((await change('an old and long passphrase', 'a brand new lantern by the river')).statusCode).toBe(
      204,
    );
    expect((await app.inject({ url: '/api/v1/auth/me', headers: sessionHeaders(mine) })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/api/v1/auth/me', headers: sessionHeaders(other) })).statusCode).toBe(
      401,
    );
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(await app.services.passwords.verify(user.password_hash!, 'a brand new lantern by the river')).toBe(
      true,
    );
    const entries = await auditOf('password_reset');
    expect(entries.some((e) => e.actor_id === String(userId) && detailsOf(e).method === 'change')).toBe(true);
  });

  it('wrote no reset token to the log, though the pages and calls carried them', async () => {
    const token = tokensSeen[0]!;
    // The web page the mail links to is served by this server too.
    await app.inject({ url: `/v1/password-reset/${token}` });
    expect(tokensSeen.length).toBeGreaterThan(3);
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const seen of tokensSeen) expect(log).not.toContain(seen);
    expect(log).not.toContain('a brand new lantern by the river');
  });
});
