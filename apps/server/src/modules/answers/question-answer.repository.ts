import type { Insertable, Kysely, Transaction } from 'kysely';
import type { QuestionAnswerTable } from '../../db/answer-schema.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The application behind an applicant's guid, with what deciding on an answer needs. */
export function findApplication(db: Db, guid: string) {
  return db
    .selectFrom('applications as a')
    .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .select(['a.id', 'a.status', 'a.questionnaire_id', 'a.consent_at', 'a.deadline', 'q.settings'])
    .where('a.guid', '=', guid)
    .where('a.deletion_requested_at', 'is', null)
    .executeTakeFirst();
}
export type AnsweringApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export function findQuestion(db: Db, questionnaireId: string, questionKey: string) {
  return db
    .selectFrom('questions')
    .select(['question_key', 'text', 'position', 'type', 'required', 'options', 'max_characters'])
    .where('questionnaire_id', '=', questionnaireId)
    .where('question_key', '=', questionKey)
    .executeTakeFirst();
}
export type AnsweredQuestion = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** Whether the question has a recorded answer (a take whose media did not fail). */
export async function hasRecording(db: Db, applicationId: string, questionKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('answers')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('question_key', '=', questionKey)
    .where('media_status', '!=', 'failed')
    .executeTakeFirst();
  return row !== undefined;
}

/** Answering again replaces the answer: one row per application and question. */
export async function replaceAnswer(db: Db, row: Insertable<QuestionAnswerTable>): Promise<void> {
  await db
    .deleteFrom('question_answers')
    .where('application_id', '=', row.application_id)
    .where('question_key', '=', row.question_key)
    .execute();
  await db.insertInto('question_answers').values(row).execute();
}

export async function isStillIncomplete(db: Db, applicationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('status')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return row?.status === 'Incomplete';
}
