import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The latest end of a block among `keys` still ahead of `now`, or undefined. */
export async function latestBlock(db: Db, keys: readonly string[], now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select((eb) => eb.fn.max('blocked_until').as('until'))
    .where('key', 'in', keys)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row?.until ?? undefined;
}

/**
 * Counts one failure on `key` in one statement (so racing nodes never lose one): the count starts over
 * when the last failure is older than `windowStart`. Returns the count now.
 */
export async function countFailure(db: Db, key: string, now: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('sign_in_throttle')
    .values({ key, failures: 1, blocked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when sign_in_throttle.updated_at < ${windowStart} then 1 else sign_in_throttle.failures + 1 end`,
        updated_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function setBlockedUntil(db: Db, key: string, until: string): Promise<void> {
  await db.updateTable('sign_in_throttle').set({ blocked_until: until }).where('key', '=', key).execute();
}

export async function deleteKeys(db: Db, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', 'in', keys).execute();
}

/** Rows whose last failure is older than `before` and that block nobody now. */
export async function deleteStale(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_throttle')
    .where('updated_at', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
