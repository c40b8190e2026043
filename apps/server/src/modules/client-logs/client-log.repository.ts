import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ClientLogTable, DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertClientLog(db: Db, row: Insertable<ClientLogTable>): Promise<void> {
  await db.insertInto('client_logs').values(row).execute();
}

/** Retention: reports older than `before` go (the scheduled sweep). Returns how many. */
export async function deleteClientLogsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('client_logs').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
