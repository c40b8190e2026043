import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { AnswerAttemptTable, AnswerTable, DB, TranscriptTable } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';
import { placeholder, preparedInsert, preparedQuery, preparedWrite } from '../../db/prepared-query.js';
import type { StagedProgress } from './take-store/take-store.js';
import { BYTES, CHUNKS } from './attempt-claim.repository.js';
import { ID, KEY, NOW } from './interview-reads.repository.js';

/** The interview's side (application, questions, completion) and the submit's claim live in their own files. */
export * from './interview-reads.repository.js';
export { claimAttempt } from './attempt-claim.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** More placeholders of compiled queries (see interview-reads.repository.ts). */
const OTHER = placeholder('other');

export type AttemptRow = Selectable<AnswerAttemptTable>;
export type AnswerRow = Selectable<AnswerTable>;
export type AttemptStatus = AttemptRow['status'];

export function findAnswer(db: Db, applicationId: string, questionKey: string) {
  return db
    .selectFrom('answers')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('question_key', '=', questionKey)
    .where('media_status', '!=', 'failed')
    .executeTakeFirst();
}

const answerByAttempt = preparedQuery(
  (db, attemptId: string) => db.selectFrom('answers').selectAll().where('attempt_id', '=', attemptId),
  [ID],
);
export async function findAnswerByAttempt(db: Db, attemptId: string) {
  return (await answerByAttempt(db, attemptId))[0];
}

/**
 * Every attempt counts, whatever became of it (failed and superseded ones too), except a take the media
 * job refused: it is renumbered below zero (answer-media.repository.ts refundAttempt) and costs no try.
 */
export async function countAttempts(db: Db, applicationId: string, questionKey: string): Promise<number> {
  const row = await db
    .selectFrom('answer_attempts')
    .select((eb) => eb.fn.max('attempt_no').as('last'))
    .where('application_id', '=', applicationId)
    .where('question_key', '=', questionKey)
    .where('attempt_no', '>', 0)
    .executeTakeFirst();
  return toCount(row?.last);
}

const attemptById = preparedQuery(
  (db, id: string) => db.selectFrom('answer_attempts').selectAll().where('id', '=', id),
  [ID],
);
export async function findAttempt(db: Db, id: string) {
  return (await attemptById(db, id))[0];
}

export async function insertAttempt(db: Db, row: Insertable<AnswerAttemptTable>): Promise<void> {
  await db.insertInto('answer_attempts').values(row).execute();
}

/**
 * Recordings of the application still streaming. Attempts being finalised are submitted answers and
 * are left alone: a client may start the next question before the previous one is confirmed.
 */
export function listLiveAttempts(db: Db, applicationId: string) {
  return db
    .selectFrom('answer_attempts')
    .select(['id', 'application_id', 'staging_path'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'recording')
    .execute();
}

/** Attempts of a question other than `keepId` that have not been superseded yet. */
const otherAttempts = preparedQuery(
  (db, applicationId: string, questionKey: string, keepId: string) =>
    db
      .selectFrom('answer_attempts')
      .select(['id', 'application_id', 'staging_path', 'media_key', 'audio_key', 'thumbnail_key'])
      .where('application_id', '=', applicationId)
      .where('question_key', '=', questionKey)
      .where('id', '!=', keepId)
      .where('status', '!=', 'superseded'),
  [ID, KEY, OTHER],
);
export function listOtherAttempts(db: Db, applicationId: string, questionKey: string, keepId: string) {
  return otherAttempts(db, applicationId, questionKey, keepId);
}

/**
 * Moves an attempt from one of `from` to a new status; false when it was not in one of them (another
 * connection or node changed it first). This compare-and-set is what keeps finalisation single.
 */
export async function transitionAttempt(
  db: Db,
  id: string,
  from: AttemptStatus[],
  changes: Updateable<AnswerAttemptTable>,
  options: { updatedBefore?: string } = {},
): Promise<boolean> {
  let query = db.updateTable('answer_attempts').set(changes).where('id', '=', id).where('status', 'in', from);
  if (options.updatedBefore) query = query.where('updated_at', '<', options.updatedBefore);
  const result = await query.executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/** A compiled move of an attempt from one status to the next that also records its size. */
const moveWithProgress = (from: AttemptStatus, to: AttemptStatus) =>
  preparedWrite(
    (db, id: string, chunks: number, bytes: number, now: string) =>
      db
        .updateTable('answer_attempts')
        .set({ status: to, chunks, bytes, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from),
    [ID, CHUNKS, BYTES, NOW],
  );

/** A claimed attempt becomes the answer's take, with the take's settled size; false when it was not claimed. */
const finalize = moveWithProgress('finalizing', 'finalized');
export async function finalizeAttempt(
  db: Db,
  id: string,
  progress: StagedProgress,
  now: string,
): Promise<boolean> {
  return (await finalize(db, id, progress.chunks, progress.bytes, now)) > 0;
}

export async function supersedeAttempts(
  db: Db,
  ids: string[],
  from: AttemptStatus[],
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('answer_attempts')
    .set({ status: 'superseded', updated_at: now })
    .where('id', 'in', ids)
    .where('status', 'in', from)
    .execute();
}

/** Records progress of a recording that is still streaming (never moves the counters backwards). */
const progressOf = preparedWrite(
  (db, id: string, chunks: number, bytes: number, now: string) =>
    db
      .updateTable('answer_attempts')
      .set({ chunks, bytes, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'recording')
      .where('chunks', '<=', chunks),
  [ID, CHUNKS, BYTES, NOW],
);
export async function updateProgress(
  db: Db,
  id: string,
  progress: StagedProgress,
  now: string,
): Promise<void> {
  await progressOf(db, id, progress.chunks, progress.bytes, now);
}

/** After a recovery the files are the truth, in either direction. */
export async function setProgress(db: Db, id: string, progress: StagedProgress, now: string): Promise<void> {
  await db
    .updateTable('answer_attempts')
    .set({ chunks: progress.chunks, bytes: progress.bytes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A new answer, every column given (media_error starts empty); compiled once, as every submit writes one. */
export type NewAnswer = Omit<AnswerRow, 'media_error'>;
const answerColumns = [
  'id',
  'application_id',
  'question_key',
  'question_text',
  'position',
  'attempt_id',
  'media_key',
  'audio_key',
  'thumbnail_key',
  'duration_ms',
  'media_status',
  'created_at',
] as const satisfies readonly (keyof NewAnswer)[];
const answerInsert = preparedInsert('answers', answerColumns, {
  position: -1_000_003,
  duration_ms: -1_000_004,
});
export async function insertAnswer(db: Db, row: NewAnswer): Promise<void> {
  await answerInsert(db, row);
}

/** A new transcript row, every column given. */
export type NewTranscript = Selectable<TranscriptTable>;
const transcriptColumns = [
  'id',
  'answer_id',
  'status',
  'engine',
  'language',
  'text',
  'segments',
  'error',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof NewTranscript)[];
const transcriptInsert = preparedInsert('transcripts', transcriptColumns, {});
export async function insertTranscript(db: Db, row: NewTranscript): Promise<void> {
  await transcriptInsert(db, row);
}

export function findTranscript(db: Db, answerId: string) {
  return db
    .selectFrom('transcripts')
    .select(['status', 'text'])
    .where('answer_id', '=', answerId)
    .executeTakeFirst();
}

/** Attempts left in `status` since before `before` (oldest first): abandoned or interrupted work. */
export function listStaleAttempts(db: Db, status: AttemptStatus, before: string, limit: number) {
  return db
    .selectFrom('answer_attempts')
    .selectAll()
    .where('status', '=', status)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}
