import type { Kysely, Transaction } from 'kysely';
import type { AccountTokenTable } from '../../db/account-schema.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;
type Purpose = AccountTokenTable['purpose'];

export function insertAccountToken(db: Db, row: AccountTokenTable) {
  return db.insertInto('account_tokens').values(row).execute();
}

export function findAccountToken(db: Db, tokenHash: string, purpose: Purpose) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Marks a token used, only if nobody did first: of two requests with one link at the same moment, one
 * gets true and the other false.
 */
export async function useAccountToken(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A user's tokens of one purpose, except `keep` (a password reset voids the other reset links). */
export function deleteAccountTokensOf(db: Db, userId: number, purpose: Purpose, keep?: string) {
  let query = db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', '=', purpose);
  if (keep !== undefined) query = query.where('token_hash', '!=', keep);
  return query.execute();
}

/**
 * Links that ended before `cutoff` are removed whenever a new one is made; a day's grace keeps a link
 * that just ended answering 410 (ended) rather than 404 (never was).
 */
export function deleteAccountTokensEndedBefore(db: Db, cutoff: string) {
  return db.deleteFrom('account_tokens').where('expires_at', '<=', cutoff).execute();
}
