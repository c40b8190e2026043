import type { Kysely, Transaction } from 'kysely';
import type { SessionTable } from '../../db/account-schema.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export function insertSession(db: Db, row: SessionTable) {
  return db.insertInto('sessions').values(row).execute();
}

/** Read on every cookie-authenticated request: a primary-key lookup, compiled once. */
const sessionByHash = preparedQuery(
  (db, idHash: string) =>
    db
      .selectFrom('sessions')
      .select(['id_hash', 'user_id', 'company_id', 'last_seen_at', 'expires_at'])
      .where('id_hash', '=', idHash),
  ['\u0000session-id-hash'],
);

export async function findSession(db: Db, idHash: string) {
  return (await sessionByHash(db, idHash))[0];
}

export function touchSession(db: Db, idHash: string, at: string) {
  return db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
}

export function deleteSession(db: Db, idHash: string) {
  return db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user (sign out everywhere, deactivation, a password reset). */
export async function deleteSessionsOfUser(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
