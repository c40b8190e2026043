import type { Kysely, Selectable, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { AnswerAttemptTable, DB } from '../../db/schema.js';
import type { StagedProgress } from './take-store/take-store.js';
import { ID, NOW } from './interview-reads.repository.js';

type Db = Kysely<DB> | Transaction<DB>;
type AttemptRow = Selectable<AnswerAttemptTable>;

/** Placeholders of compiled queries for a take's size and lease (see interview-reads.repository.ts). */
export const CHUNKS = -1_000_001;
export const BYTES = -1_000_002;
const LEASE = -1_000_003;

/**
 * The submit's claim: a recording attempt becomes 'finalizing'. Resolves to its row as claimed, or
 * undefined when it was not recording. An intact local take's progress goes with it, so the database
 * mirror needs no write of its own; a shared take's writer claims only while the take still has its
 * lease and its progress (`lease`), so what it knows is what the store holds.
 */
const claim = preparedQuery(
  (db, id: string, now: string) =>
    db
      .updateTable('answer_attempts')
      .set({ status: 'finalizing', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'recording')
      .returningAll(),
  [ID, NOW],
);
const claimWithProgress = preparedQuery(
  (db, id: string, chunks: number, bytes: number, now: string) =>
    db
      .updateTable('answer_attempts')
      .set({ status: 'finalizing', chunks, bytes, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'recording')
      .returningAll(),
  [ID, CHUNKS, BYTES, NOW],
);
const claimLeased = preparedQuery(
  (db, id: string, lease: number, chunks: number, bytes: number, now: string) =>
    db
      .updateTable('answer_attempts')
      .set({ status: 'finalizing', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'recording')
      .where('lease_token', '=', lease)
      .where('chunks', '=', chunks)
      .where('bytes', '=', bytes)
      .returningAll(),
  [ID, LEASE, CHUNKS, BYTES, NOW],
);
export async function claimAttempt(
  db: Db,
  id: string,
  now: string,
  known?: { progress: StagedProgress; lease?: number },
): Promise<AttemptRow | undefined> {
  const [row] =
    known === undefined
      ? await claim(db, id, now)
      : known.lease !== undefined
        ? await claimLeased(db, id, known.lease, known.progress.chunks, known.progress.bytes, now)
        : await claimWithProgress(db, id, known.progress.chunks, known.progress.bytes, now);
  return row;
}
