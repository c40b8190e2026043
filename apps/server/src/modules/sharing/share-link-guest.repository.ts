import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * Guests of a link (docs/review-and-sharing.md "Guest reviewers"): each name typed on a link is bound to
 * the browser key that used it first. Only a hash of the key is stored, as for link tokens: the key has
 * enough entropy that a plain hash suffices.
 */
export const hashOfGuestKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The name as reviews compare it: trimmed, spaces collapsed, lower case. */
export const guestNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Binds the name to the key unless it is bound already; answers the key hash the name is bound to, which
 * differs from `keyHash` when another browser took it first (also when both raced).
 */
export async function bindGuestName(
  db: Db,
  linkId: string,
  nameKey: string,
  keyHash: string,
  at: string,
): Promise<string> {
  await db
    .insertInto('share_link_guests')
    .values({ share_link_id: linkId, name_key: nameKey, key_hash: keyHash, created_at: at })
    .onConflict((oc) => oc.columns(['share_link_id', 'name_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('share_link_guests')
    .select('key_hash')
    .where('share_link_id', '=', linkId)
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();
  return row.key_hash;
}

/** The names this key reviews under on the link. */
export async function namesOfGuestKey(db: Db, linkId: string, keyHash: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('share_link_guests')
    .select('name_key')
    .where('share_link_id', '=', linkId)
    .where('key_hash', '=', keyHash)
    .execute();
  return new Set(rows.map((r) => r.name_key));
}
