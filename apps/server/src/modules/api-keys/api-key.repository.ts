import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ApiKeyTable, DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertApiKey(db: Db, row: Insertable<ApiKeyTable>): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** The company's keys that still work, with their creators' names. */
export function listActiveApiKeys(db: Db, companyId: number) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.key_prefix',
      'k.created_at',
      'k.last_used_at',
      'k.created_by',
      'u.first_name',
      'u.last_name',
    ])
    .where('k.company_id', '=', companyId)
    .where('k.revoked_at', 'is', null)
    .orderBy('k.created_at')
    .orderBy('k.id')
    .execute();
}

export function findApiKey(db: Db, id: string) {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findActiveApiKeyByHash(db: Db, hash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'company_id', 'created_by'])
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeApiKey(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live key a user made; the ids and names of those it revoked. */
export async function revokeApiKeysOf(
  db: Db,
  userId: number,
  at: string,
): Promise<{ id: string; name: string; key_prefix: string; company_id: number }[]> {
  const keys = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'key_prefix', 'company_id'])
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  for (const key of keys) await revokeApiKey(db, key.id, at);
  return keys;
}

export async function touchApiKey(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
