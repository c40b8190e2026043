import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../../../db/dialect.js';
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
 * Records appended chunks atomically, only while the writer still holds the lease, the take is still
 * recording and nobody else moved it on (`from` is what the writer believes it holds). False: the
 * writer was fenced out and nothing was recorded.
 */
export async function appendChunks(db: Kysely<DB>, dialect: Dialect, append: AppendChunks): Promise<boolean> {
  if (dialect === 'postgres' && append.rows.length > 0) return appendInOneStatement(db, append);
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

/**
 * PostgreSQL: the same as one statement, committed on its own. A streaming applicant appends about once
 * a second, so 500 of them on a node were 2,000 round trips a second (begin, update, insert, commit),
 * each holding one of the pool's connections; this is 500. The rows are inserted only from the update's
 * result: a fenced writer's statement changes nothing and returns no row.
 */
async function appendInOneStatement(db: Kysely<DB>, append: AppendChunks): Promise<boolean> {
  const { rows } = append;
  const inserted = await sql<{ chunk_no: number }>`
    with moved as (
      update answer_attempts
      set chunks = ${append.to.chunks}, bytes = ${append.to.bytes}, updated_at = ${append.now},
        lease_owner = ${append.owner}
      where id = ${append.attemptId} and lease_token = ${append.token} and status = 'recording'
        and chunks = ${append.from.chunks}
      returning id
    )
    insert into take_chunks (attempt_id, chunk_no, object_key, bytes, end_bytes)
    select moved.id, c.chunk_no, c.object_key, c.bytes, c.end_bytes
    from moved, unnest(
      ${rows.map((row) => row.chunk_no)}::integer[], ${rows.map((row) => row.object_key)}::text[],
      ${rows.map((row) => row.bytes)}::integer[], ${rows.map((row) => row.end_bytes)}::integer[]
    ) as c(chunk_no, object_key, bytes, end_bytes)
    returning chunk_no`.execute(db);
  return inserted.rows.length === rows.length;
}

export async function deleteChunks(db: Db, attemptId: string): Promise<void> {
  await db.deleteFrom('take_chunks').where('attempt_id', '=', attemptId).execute();
}

/** Every chunk row of an application's takes, found by their keys (the attempt rows may be gone). */
export async function deleteChunksUnder(db: Db, keyPrefix: string): Promise<void> {
  await db.deleteFrom('take_chunks').where('object_key', 'like', `${keyPrefix}%`).execute();
}
