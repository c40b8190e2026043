import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';
import { preparedWrite } from '../../db/prepared-query.js';
import { ID, KEY } from './interview-reads.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The answer's media state (migration 0011), for the submit path and the process-answer-media job. A
 * 'failed' answer does not answer its question: the question is open again until a new take replaces it.
 */

/** The answer with its attempt (the take) and what decides its limits: all the media job needs. */
export function findMediaWork(db: Db, answerId: string) {
  return db
    .selectFrom('answers as s')
    .innerJoin('answer_attempts as t', 't.id', 's.attempt_id')
    .select([
      's.id as answer_id',
      's.media_status',
      's.media_key',
      's.audio_key',
      's.thumbnail_key',
      't.id',
      't.application_id',
      't.question_key',
      't.staging_path',
      't.content_type',
      't.status as attempt_status',
      't.bytes as submitted_bytes',
    ])
    .where('s.id', '=', answerId)
    .executeTakeFirst();
}
export type MediaWork = NonNullable<Awaited<ReturnType<typeof findMediaWork>>>;

export function findMediaStatus(db: Db, answerId: string) {
  return db
    .selectFrom('answers')
    .select(['media_status', 'media_error'])
    .where('id', '=', answerId)
    .executeTakeFirst();
}

export interface ReadyMedia {
  mediaKey: string;
  audioKey: string | null;
  thumbnailKey: string | null;
  durationMs: number;
}

/** Records the made files; false when the answer is no longer processing (done before, failed or erased). */
export async function markMediaReady(db: Db, answerId: string, media: ReadyMedia, now: string) {
  const result = await db
    .updateTable('answers')
    .set({
      media_status: 'ready',
      media_key: media.mediaKey,
      audio_key: media.audioKey,
      thumbnail_key: media.thumbnailKey,
      duration_ms: media.durationMs,
    })
    .where('id', '=', answerId)
    .where('media_status', '=', 'processing')
    .executeTakeFirst();
  if (toCount(result.numUpdatedRows) === 0) return false;
  await db
    .updateTable('answer_attempts')
    .set({
      media_key: media.mediaKey,
      audio_key: media.audioKey,
      thumbnail_key: media.thumbnailKey,
      duration_ms: media.durationMs,
      updated_at: now,
    })
    .where('id', '=', (eb) => eb.selectFrom('answers').select('attempt_id').where('id', '=', answerId))
    .execute();
  return true;
}

/** Marks a processing answer failed; false when it was not processing any more. */
export async function markMediaFailed(db: Db, answerId: string, error: string) {
  const result = await db
    .updateTable('answers')
    .set({ media_status: 'failed', media_error: error.slice(0, 500) })
    .where('id', '=', answerId)
    .where('media_status', '=', 'processing')
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/**
 * The refused take costs no try: tries used are the highest attempt number of the question, so the
 * attempt is renumbered below zero (unique per question, as the constraint on attempt numbers wants).
 */
export async function refundAttempt(db: Db, attemptId: string, error: string, now: string) {
  const attempt = await db
    .selectFrom('answer_attempts')
    .select(['application_id', 'question_key'])
    .where('id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt) return;
  const lowest = await db
    .selectFrom('answer_attempts')
    .select((eb) => eb.fn.min('attempt_no').as('n'))
    .where('application_id', '=', attempt.application_id)
    .where('question_key', '=', attempt.question_key)
    .executeTakeFirst();
  await db
    .updateTable('answer_attempts')
    .set({
      status: 'failed',
      error: error.slice(0, 500),
      attempt_no: Math.min(0, toCount(lowest?.n)) - 1,
      updated_at: now,
    })
    .where('id', '=', attemptId)
    .execute();
}

/** A completed interview whose answer failed is open again (the applicant records that question anew). */
export async function reopenApplication(db: Db, applicationId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ status: 'Incomplete', completed_at: null, updated_at: now })
    .where('id', '=', applicationId)
    .where('status', '=', 'Completed')
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/** A transcript that will never come (the take was not media) stops waiting. */
export async function closeTranscript(db: Db, answerId: string, note: string, now: string) {
  await db
    .updateTable('transcripts')
    .set({ status: 'unavailable', error: note, updated_at: now })
    .where('answer_id', '=', answerId)
    .where('status', '=', 'pending')
    .execute();
}

/** The failed answer a new take replaces (the question's answers are unique per application). */
const failedAnswerDelete = preparedWrite(
  (db, applicationId: string, questionKey: string) =>
    db
      .deleteFrom('answers')
      .where('application_id', '=', applicationId)
      .where('question_key', '=', questionKey)
      .where('media_status', '=', 'failed'),
  [ID, KEY],
);
export async function deleteFailedAnswer(db: Db, applicationId: string, questionKey: string) {
  await failedAnswerDelete(db, applicationId, questionKey);
}

/** A failed answer not yet replaced by a new take, of an interview not erased: whom to ask again. */
export function findFailedAnswer(db: Db, answerId: string) {
  return db
    .selectFrom('answers as s')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .select(['s.application_id', 's.question_key', 's.question_text', 's.media_error'])
    .where('s.id', '=', answerId)
    .where('s.media_status', '=', 'failed')
    .where('a.deletion_requested_at', 'is', null)
    .executeTakeFirst();
}

/** The questions of an application whose answer failed, with the stored reason. */
export function listFailedAnswers(db: Db, applicationId: string) {
  return db
    .selectFrom('answers')
    .select(['question_key', 'question_text', 'media_error'])
    .where('application_id', '=', applicationId)
    .where('media_status', '=', 'failed')
    .execute();
}

export function findTranscriptStatus(db: Db, answerId: string) {
  return db.selectFrom('transcripts').select('status').where('answer_id', '=', answerId).executeTakeFirst();
}

/** Answers processing since before `before`: their media job may have been lost (queued again). */
export function listStaleProcessing(db: Db, before: string, limit: number) {
  return db
    .selectFrom('answers')
    .select('id')
    .where('media_status', '=', 'processing')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
