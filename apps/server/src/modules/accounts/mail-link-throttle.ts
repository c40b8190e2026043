import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * How often one address (client) and one email may ask for a mailed link (password reset, sign-in link)
 * per hour. An address beyond its limit gets 429: that says nothing about any account. An email beyond
 * its limit still gets the same 202, and no more mail goes out, so nobody can flood a person's inbox and
 * the answer never tells whether the account exists. Counted in `sign_in_throttle` under keys of their
 * own, so every node shares the count (docs/accounts.md "Password reset").
 */
export const MAIL_LINK_LIMITS = { perEmailPerHour: 5, perAddressPerHour: 20 } as const;
const WINDOW_MS = 3_600_000;

async function count(db: Kysely<DB>, key: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sign_in_throttle')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
    const at = new Date(now).toISOString();
    if (row?.blocked_until && Date.parse(row.blocked_until) > now) {
      await trx
        .updateTable('sign_in_throttle')
        .set({ failures: row.failures + 1, updated_at: at })
        .where('key', '=', key)
        .execute();
      return row.failures + 1;
    }
    const fresh = { failures: 1, blocked_until: new Date(now + WINDOW_MS).toISOString(), updated_at: at };
    await trx
      .insertInto('sign_in_throttle')
      .values({ key, ...fresh })
      .onConflict((oc) => oc.column('key').doUpdateSet(fresh))
      .execute();
    return 1;
  });
}

export function createMailLinkThrottle({ db, now = Date.now }: { db: Kysely<DB>; now?: () => number }) {
  return {
    /**
     * Counts one request for a `kind` of link; throws 429 when the address asked too often, and
     * resolves to false when the email did (then no mail goes out, and the caller answers as always).
     */
    async admit(kind: 'password-reset' | 'sign-in-link', address: string, email: string): Promise<boolean> {
      const at = now();
      const byAddress = await count(db, `mail-address:${address}`, at);
      if (byAddress > MAIL_LINK_LIMITS.perAddressPerHour) {
        throw new AppError('RATE_LIMITED', {
          message: 'Too many requests from this address. Please try again later.',
          retryAfterSeconds: 600,
        });
      }
      return (await count(db, `${kind}:${email}`, at)) <= MAIL_LINK_LIMITS.perEmailPerHour;
    },
  };
}

export type MailLinkThrottle = ReturnType<typeof createMailLinkThrottle>;
