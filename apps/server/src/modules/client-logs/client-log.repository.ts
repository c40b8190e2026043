import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ClientLogTable, DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertClientLog(db: Db, row: Insertable<ClientLogTable>): Promise<void> {
  await db.insertInto('client_logs').values(row).execute();
}
