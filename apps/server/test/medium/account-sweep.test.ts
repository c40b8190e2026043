import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { waitFor } from '../helpers/wait-for.js';
import { scaled } from '../helpers/time-scale.js';

const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/**
 * The scheduled sweep of account rows nobody can use any more (docs/accounts.md "Sessions"), run for real:
 * the server's own worker and scheduler with SCHEDULER_INTERVAL_MS shortened, over rows of every kind,
 * some expired and some live.
 */
describe.each(DIALECTS)('account sweep (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { SCHEDULER_INTERVAL_MS: '300', TRANSCRIBE_ENGINE: 'none' });
    company = await createCompany(db());
  });
  afterAll(() => t?.close());

  function session(idHash: string, lastSeen: number, expires: number) {
    return {
      id_hash: idHash,
      user_id: company.userId,
      company_id: company.companyId,
      created_at: iso(-2 * 24 * HOUR),
      last_seen_at: iso(lastSeen),
      expires_at: iso(expires),
      method: 'password',
      user_agent: null,
    };
  }

  function token(hash: string, expires: number) {
    return {
      token_hash: hash,
      purpose: 'password_reset' as const,
      user_id: company.userId,
      created_at: iso(expires - HOUR),
      expires_at: iso(expires),
      used_at: null,
    };
  }

  it(
    'deletes expired and idle sessions, long-ended links, stale throttle rows and old SSO requests; keeps the rest',
    async () => {
      await db()
        .insertInto('sessions')
        .values([
          session('past-absolute-end', -60_000, -1000),
          session('idle-13-hours', -13 * HOUR, 24 * HOUR),
          session('live', -60_000, 24 * HOUR),
        ])
        .execute();
      await db()
        .insertInto('account_tokens')
        .values([
          token('ended-two-days-ago', -48 * HOUR),
          token('ended-an-hour-ago', -HOUR),
          token('live', HOUR),
        ])
        .execute();
      await db()
        .insertInto('sign_in_throttle')
        .values([
          {
            key: 'pair:old@example.com|192.0.2.1',
            failures: 3,
            blocked_until: null,
            updated_at: iso(-30 * HOUR),
          },
          { key: 'address:192.0.2.2', failures: 25, blocked_until: iso(60_000), updated_at: iso(-30 * HOUR) },
          { key: 'pair:new@example.com|192.0.2.3', failures: 2, blocked_until: null, updated_at: iso(-HOUR) },
        ])
        .execute();
      const ssoRequest = (state: string, expires: number) => ({
        state,
        company_id: company.companyId,
        code_verifier: 'verifier',
        nonce: 'nonce',
        return_to: null,
        expires_at: iso(expires),
      });
      await db()
        .insertInto('sso_requests')
        .values([ssoRequest('expired-state', -60_000), ssoRequest('live-state', 5 * 60_000)])
        .execute();

      await waitFor(
        async () => {
          const count = async (table: 'sessions' | 'account_tokens' | 'sign_in_throttle' | 'sso_requests') =>
            Number(
              (
                await db()
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            );
          const left = [
            await count('sessions'),
            await count('account_tokens'),
            await count('sign_in_throttle'),
            await count('sso_requests'),
          ];
          return left.join() === '1,2,2,1';
        },
        { timeoutMs: 20_000, message: 'the scheduled account sweep' },
      );
      expect((await db().selectFrom('sessions').select('id_hash').execute()).map((r) => r.id_hash)).toEqual([
        'live',
      ]);
      const tokens = await db()
        .selectFrom('account_tokens')
        .select('token_hash')
        .orderBy('token_hash')
        .execute();
      expect(tokens.map((r) => r.token_hash)).toEqual(['ended-an-hour-ago', 'live']);
      const throttle = await db().selectFrom('sign_in_throttle').select('key').orderBy('key').execute();
      // A row that still blocks stays, however old its last count.
      expect(throttle.map((r) => r.key)).toEqual(['address:192.0.2.2', 'pair:new@example.com|192.0.2.3']);
      const requests = await db().selectFrom('sso_requests').select('state').execute();
      expect(requests.map((r) => r.state)).toEqual(['live-state']);
    },
    scaled(60_000),
  );
});
