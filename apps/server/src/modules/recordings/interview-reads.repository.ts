import type { Kysely, Transaction } from 'kysely';
import { toCount } from '../../db/dialect.js';
import { placeholder, preparedQuery, preparedWrite } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The interview's side of a recording: its application, questions and completion. Placeholders of the
 * queries every submit runs, compiled once (db/prepared-query.ts): 200 applicants pressing Submit at once
 * spent a tenth of that burst building and compiling the same queries.
 */
export const ID = placeholder('id');
export const KEY = placeholder('key');
export const NOW = placeholder('now');

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
const limitSources = preparedQuery(
  (db, applicationId: string) =>
    db
      .selectFrom('applications as a')
      .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
      .select(['a.accommodations', 'q.settings'])
      .where('a.id', '=', applicationId),
  [ID],
);
export async function findLimitSources(db: Db, applicationId: string) {
  return (await limitSources(db, applicationId))[0];
}
export type RecordingApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

const questionByKey = preparedQuery(
  (db, questionnaireId: string, questionKey: string) =>
    db
      .selectFrom('questions')
      .select(['question_key', 'text', 'position', 'type'])
      .where('questionnaire_id', '=', questionnaireId)
      .where('question_key', '=', questionKey),
  [ID, KEY],
);
export async function findQuestion(db: Db, questionnaireId: string, questionKey: string) {
  return (await questionByKey(db, questionnaireId, questionKey))[0];
}

/** How many questions the questionnaire has, and the last one's position (one query). */
const questionSpanOf = preparedQuery(
  (db, questionnaireId: string) =>
    db
      .selectFrom('questions')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('position').as('last')])
      .where('questionnaire_id', '=', questionnaireId),
  [ID],
);
export async function questionSpan(
  db: Db,
  questionnaireId: string,
): Promise<{ count: number; last: number }> {
  const [row] = await questionSpanOf(db, questionnaireId);
  return { count: toCount(row?.n), last: toCount(row?.last) };
}

/** Answers of the application's current questionnaire (answers to removed questions do not count). */
const answeredCount = preparedQuery(
  (db, applicationId: string, questionnaireId: string) =>
    db
      .selectFrom('answers as s')
      .innerJoin('questions as q', (join) =>
        join.onRef('q.question_key', '=', 's.question_key').on('q.questionnaire_id', '=', questionnaireId),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('s.application_id', '=', applicationId)
      .where('s.media_status', '!=', 'failed'),
  [ID, KEY],
);
/** Questions of the current questionnaire answered without a recording (a choice, a text, a skip). */
const otherAnsweredCount = preparedQuery(
  (db, applicationId: string, questionnaireId: string) =>
    db
      .selectFrom('question_answers as s')
      .innerJoin('questions as q', (join) =>
        join.onRef('q.question_key', '=', 's.question_key').on('q.questionnaire_id', '=', questionnaireId),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('s.application_id', '=', applicationId),
  [ID, KEY],
);

/** Recorded answers plus the others; a question has one or the other (a recording replaces a skip). */
export async function countAnsweredQuestions(
  db: Db,
  applicationId: string,
  questionnaireId: string,
): Promise<number> {
  // One after the other: inside the submit's transaction both run on its one connection anyway.
  const [recorded] = await answeredCount(db, applicationId, questionnaireId);
  const [other] = await otherAnsweredCount(db, applicationId, questionnaireId);
  return toCount(recorded?.n) + toCount(other?.n);
}

/** A recording answers the question: a skip stored for it before no longer counts. */
export async function deleteOtherAnswer(db: Db, applicationId: string, questionKey: string): Promise<void> {
  await db
    .deleteFrom('question_answers')
    .where('application_id', '=', applicationId)
    .where('question_key', '=', questionKey)
    .execute();
}

/** Completes an application that is still Incomplete; false when it was not. */
const complete = preparedWrite(
  (db, id: string, now: string) =>
    db
      .updateTable('applications')
      .set((eb) => ({
        status: 'Completed' as const,
        completed_at: now,
        started_at: eb.fn.coalesce('started_at', eb.val(now)),
        updated_at: now,
      }))
      .where('id', '=', id)
      .where('status', '=', 'Incomplete'),
  [ID, NOW],
);
export async function completeApplication(db: Db, id: string, now: string): Promise<boolean> {
  return (await complete(db, id, now)) > 0;
}

/**
 * The application with what decides its transcription: the consent and the company's settings. An
 * interview being erased is not found: it takes no more answers (a take finalised now is removed).
 */
const applicationById = preparedQuery(
  (db, id: string) =>
    db
      .selectFrom('applications as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
      .select([
        'a.id',
        'a.guid',
        'a.status',
        'a.questionnaire_id',
        'a.transcription_consent',
        'c.settings as company_settings',
        'q.language as questionnaire_language',
      ])
      .where('a.id', '=', id)
      .where('a.deletion_requested_at', 'is', null),
  [ID],
);
export async function findApplicationById(db: Db, id: string) {
  return (await applicationById(db, id))[0];
}
