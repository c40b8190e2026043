import type { Kysely, Transaction, Updateable } from 'kysely';
import type { ApplicationTable, DB } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What the applicant's own calls need: the application, its first name and its questionnaire's format. */
export function findApplicantView(db: Db, guid: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .select([
      'a.id',
      'a.guid',
      'a.company_id',
      'a.job_id',
      'a.questionnaire_id',
      'a.status',
      'a.started_at',
      'a.completed_at',
      'a.consent_at',
      'a.consent_terms_version',
      'a.transcription_consent',
      'a.accommodations',
      'a.opened_at',
      'a.deadline',
      'p.first_name',
      'q.content_type',
      'q.language',
      'q.settings',
      'c.settings as company_settings',
    ])
    .where('a.guid', '=', guid)
    .executeTakeFirst();
}

export type ApplicantViewRow = NonNullable<Awaited<ReturnType<typeof findApplicantView>>>;

/**
 * Updates an application that is still Incomplete; returns false when it is not (anymore), so a
 * Completed interview can never be changed, even by two requests racing each other.
 */
export async function updateIncomplete(
  db: Db,
  id: string,
  changes: Updateable<ApplicationTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'Incomplete')
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/** Marks the interview as started the first time only; true when this call did. */
export async function markStarted(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set((eb) => ({ started_at: at, opened_at: eb.fn.coalesce('opened_at', eb.val(at)), updated_at: at }))
    .where('id', '=', id)
    .where('status', '=', 'Incomplete')
    .where('started_at', 'is', null)
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/** When the applicant first loaded the interview (the funnel's "opened"); later loads change nothing. */
export async function markOpened(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ opened_at: at })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .execute();
}

export function listQuestions(db: Db, questionnaireId: string) {
  return db
    .selectFrom('questions')
    .select(['question_key', 'text'])
    .where('questionnaire_id', '=', questionnaireId)
    .orderBy('position')
    .execute();
}

export async function listAnsweredKeys(db: Db, applicationId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('answers')
    .select('question_key')
    .where('application_id', '=', applicationId)
    .where('media_status', '!=', 'failed')
    .execute();
  return new Set(rows.map((r) => r.question_key));
}

/** Questions answered without a recording: a choice, a written text, or a skip of an optional one. */
export async function listOtherAnsweredKeys(db: Db, applicationId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('question_answers')
    .select('question_key')
    .where('application_id', '=', applicationId)
    .execute();
  return new Set(rows.map((r) => r.question_key));
}

/** Whether an answer of the application chose a knockout option (docs/questions.md). */
export async function hasKnockoutAnswer(db: Db, applicationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('question_answers')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('has_knockout', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Recording attempts per question key; every attempt counts, whatever became of it, except a take the
 * media job refused (renumbered below zero: it costs no try).
 */
export async function countAttempts(db: Db, applicationId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('answer_attempts')
    .select(['question_key', (eb) => eb.fn.countAll<string | number>().as('attempts')])
    .where('application_id', '=', applicationId)
    .where('attempt_no', '>', 0)
    .groupBy('question_key')
    .execute();
  return new Map(rows.map((r) => [r.question_key, toCount(r.attempts)]));
}

/** Answers whose media could not be made, by question key, with the stored reason. */
export async function listFailedAnswers(db: Db, applicationId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('answers')
    .select(['question_key', 'media_error'])
    .where('application_id', '=', applicationId)
    .where('media_status', '=', 'failed')
    .execute();
  return new Map(rows.map((r) => [r.question_key, r.media_error]));
}

/** Every recorded answer's media state, for the applicant's receipt (the success page). */
export function listAnswerStates(db: Db, applicationId: string) {
  return db
    .selectFrom('answers')
    .select(['question_key', 'question_text', 'media_status', 'media_error'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .execute();
}
