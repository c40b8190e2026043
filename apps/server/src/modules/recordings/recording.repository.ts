import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { AnswerAttemptTable, AnswerTable, DB, TranscriptTable } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';

type Db = Kysely<DB> | Transaction<DB>;

export type AttemptRow = Selectable<AnswerAttemptTable>;
export type AttemptStatus = AttemptRow['status'];

/** The application behind an applicant's guid, with what the recording rules need. */
export function findApplication(db: Db, guid: string) {
  return db
    .selectFrom('applications as a')
    .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .select([
      'a.id',
      'a.status',
      'a.questionnaire_id',
      'a.consent_at',
      'a.accommodations',
      'a.deadline',
      'q.content_type',
      'q.settings',
    ])
    .where('a.guid', '=', guid)
    .executeTakeFirst();
}

/** What decides one application's limits: its questionnaire's settings and its accommodations. */
export function findLimitSources(db: Db, applicationId: string) {
  return db
    .selectFrom('applications as a')
    .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .select(['a.accommodations', 'q.settings'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}
export type RecordingApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export function findQuestion(db: Db, questionnaireId: string, questionKey: string) {
  return db
    .selectFrom('questions')
    .select(['question_key', 'text', 'position'])
    .where('questionnaire_id', '=', questionnaireId)
    .where('question_key', '=', questionKey)
    .executeTakeFirst();
}

export async function lastQuestionPosition(db: Db, questionnaireId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirst();
  return toCount(row?.last);
}

export async function countQuestions(db: Db, questionnaireId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export function findAnswer(db: Db, applicationId: string, questionKey: string) {
  return db
    .selectFrom('answers')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('question_key', '=', questionKey)
    .where('media_status', '!=', 'failed')
    .executeTakeFirst();
}

export function findAnswerByAttempt(db: Db, attemptId: string) {
  return db.selectFrom('answers').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
}

/** Answers of the application's current questionnaire (answers to removed questions do not count). */
export async function countAnsweredQuestions(
  db: Db,
  applicationId: string,
  questionnaireId: string,
): Promise<number> {
  const row = await db
    .selectFrom('answers as s')
    .innerJoin('questions as q', (join) =>
      join.onRef('q.question_key', '=', 's.question_key').on('q.questionnaire_id', '=', questionnaireId),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('s.application_id', '=', applicationId)
    .where('s.media_status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return toCount(row.n);
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

export function findAttempt(db: Db, id: string) {
  return db.selectFrom('answer_attempts').selectAll().where('id', '=', id).executeTakeFirst();
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
export function listOtherAttempts(db: Db, applicationId: string, questionKey: string, keepId: string) {
  return db
    .selectFrom('answer_attempts')
    .select(['id', 'application_id', 'staging_path', 'media_key', 'audio_key', 'thumbnail_key'])
    .where('application_id', '=', applicationId)
    .where('question_key', '=', questionKey)
    .where('id', '!=', keepId)
    .where('status', '!=', 'superseded')
    .execute();
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
export async function updateProgress(
  db: Db,
  id: string,
  progress: { chunks: number; bytes: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('answer_attempts')
    .set({ chunks: progress.chunks, bytes: progress.bytes, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'recording')
    .where('chunks', '<=', progress.chunks)
    .execute();
}

/** After a recovery the files are the truth, in either direction. */
export async function setProgress(
  db: Db,
  id: string,
  progress: { chunks: number; bytes: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('answer_attempts')
    .set({ chunks: progress.chunks, bytes: progress.bytes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertAnswer(db: Db, row: Insertable<AnswerTable>): Promise<void> {
  await db.insertInto('answers').values(row).execute();
}

export async function insertTranscript(db: Db, row: Insertable<TranscriptTable>): Promise<void> {
  await db.insertInto('transcripts').values(row).execute();
}

export function findTranscript(db: Db, answerId: string) {
  return db
    .selectFrom('transcripts')
    .select(['status', 'text'])
    .where('answer_id', '=', answerId)
    .executeTakeFirst();
}

export async function markTranscriptFailed(db: Db, answerId: string, error: string, now: string) {
  await db
    .updateTable('transcripts')
    .set({ status: 'failed', error, updated_at: now })
    .where('answer_id', '=', answerId)
    .where('status', '=', 'pending')
    .execute();
}

/** Completes an application that is still Incomplete; false when it was not. */
export async function completeApplication(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set((eb) => ({
      status: 'Completed' as const,
      completed_at: now,
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'Incomplete')
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
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

/**
 * The application with what decides its transcription: the consent and the company's settings. An
 * interview being erased is not found: it takes no more answers (a take finalised now is removed).
 */
export function findApplicationById(db: Db, id: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.guid',
      'a.status',
      'a.questionnaire_id',
      'a.transcription_consent',
      'c.settings as company_settings',
    ])
    .where('a.id', '=', id)
    .where('a.deletion_requested_at', 'is', null)
    .executeTakeFirst();
}
