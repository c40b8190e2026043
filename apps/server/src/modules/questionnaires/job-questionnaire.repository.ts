import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Db = Kysely<DB> | Transaction<DB>;

export function findJob(db: Db, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'company_id', 'status', 'title'])
    .where('id', '=', jobId)
    .executeTakeFirst();
}

/** The job an application (by its guid) was made for. */
export async function findJobIdOfApplication(db: Db, guid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('applications')
    .select('job_id')
    .where('guid', '=', guid)
    .executeTakeFirst();
  return row?.job_id;
}

export async function findLinkedQuestionnaireId(db: Db, jobId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('job_questionnaires')
    .select('questionnaire_id')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.questionnaire_id;
}

export async function insertLink(
  db: Db,
  link: { jobId: number; questionnaireId: string; attachedBy: number | null },
): Promise<void> {
  await db
    .insertInto('job_questionnaires')
    .values({
      job_id: link.jobId,
      questionnaire_id: link.questionnaireId,
      attached_by: link.attachedBy,
      created_at: nowIso(),
    })
    .execute();
}

/** Removes the link only if it is still the expected one; returns whether a row went. */
export async function deleteLink(db: Db, jobId: number, questionnaireId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('job_questionnaires')
    .where('job_id', '=', jobId)
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
