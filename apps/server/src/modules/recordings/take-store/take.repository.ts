import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { TakeChunkTable } from '../../../db/take-schema.js';
import type { StagedProgress } from './take-store.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The chunk rows of a shared take, in recording order. */
export function listChunks(db: Db, attemptId: string) {
  return db
    .selectFrom('take_chunks')
    .select(['chunk_no', 'object_key', 'bytes', 'end_bytes'])
    .where('attempt_id', '=', attemptId)
    .orderBy('chunk_no')
    .execute();
}

export type ChunkRow = Awaited<ReturnType<typeof listChunks>>[number];

/** The run of rows 1, 2, 3, … that a take holds: what was acknowledged, whatever else a bug left. */
export function contiguousPrefix(rows: readonly ChunkRow[]): { progress: StagedProgress; rows: ChunkRow[] } {
  const prefix: ChunkRow[] = [];
  for (const row of rows) {
    if (Number(row.chunk_no) !== prefix.length + 1) break;
    prefix.push(row);
  }
  const last = prefix[prefix.length - 1];
  return { progress: { chunks: prefix.length, bytes: last ? Number(last.end_bytes) : 0 }, rows: prefix };
}

/** Whether the attempt row exists (a take without one is gone). */
export async function attemptExists(db: Db, attemptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('answer_attempts')
    .select('id')
    .where('id', '=', attemptId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A takeover: the next fencing token for a take still recording (undefined when it is not). From the
 * moment this commits, an append by any earlier holder matches no row and fails.
 */
export async function takeLease(db: Db, attemptId: string, owner: string): Promise<number | undefined> {
  const row = await db
    .updateTable('answer_attempts')
    .set((eb) => ({ lease_token: eb('lease_token', '+', 1), lease_owner: owner }))
    .where('id', '=', attemptId)
    .where('status', '=', 'recording')
    .returning('lease_token')
    .executeTakeFirst();
  return row ? Number(row.lease_token) : undefined;
}

export interface AppendChunks {
  attemptId: string;
  token: number;
  owner: string;
  from: StagedProgress;
  to: StagedProgress;
  rows: Insertable<TakeChunkTable>[];
  now: string;
}

/**
 * Records appended chunks in one transaction, only while the writer still holds the lease, the take is
 * still recording and nobody else moved it on (`from` is what the writer believes it holds). False: the
 * writer was fenced out and nothing was recorded.
 */
export async function appendChunks(db: Kysely<DB>, append: AppendChunks): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('answer_attempts')
      .set({
        chunks: append.to.chunks,
        bytes: append.to.bytes,
        updated_at: append.now,
        lease_owner: append.owner,
      })
      .where('id', '=', append.attemptId)
      .where('lease_token', '=', append.token)
      .where('status', '=', 'recording')
      .where('chunks', '=', append.from.chunks)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (append.rows.length > 0) await trx.insertInto('take_chunks').values(append.rows).execute();
    return true;
  });
}

export async function deleteChunks(db: Db, attemptId: string): Promise<void> {
  await db.deleteFrom('take_chunks').where('attempt_id', '=', attemptId).execute();
}

/** Every chunk row of an application's takes, found by their keys (the attempt rows may be gone). */
export async function deleteChunksUnder(db: Db, keyPrefix: string): Promise<void> {
  await db.deleteFrom('take_chunks').where('object_key', 'like', `${keyPrefix}%`).execute();
}
