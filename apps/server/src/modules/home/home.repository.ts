import type { Kysely } from 'kysely';
import type { DB, IsoDate } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';

type Db = Kysely<DB>;

/** The company's interviews completed after `since` (erased ones are not work any more). */
export async function countCompletedSince(db: Db, companyId: number, since: IsoDate): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .where('company_id', '=', companyId)
    .where('status', '=', 'Completed')
    .where('completed_at', '>', since)
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return toCount(row?.total);
}

/** Unanswered invitations whose deadline is in (from, until]. */
export async function countExpiringBetween(
  db: Db,
  companyId: number,
  from: IsoDate,
  until: IsoDate,
): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .where('company_id', '=', companyId)
    .where('status', '=', 'Incomplete')
    .where('deadline', '>', from)
    .where('deadline', '<=', until)
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return toCount(row?.total);
}

/** The statuses of the company's jobs without a questionnaire (status words are free text, read in code). */
export function listStatusesOfJobsWithoutQuestionnaire(db: Db, companyId: number) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('job_questionnaires as jq', 'jq.job_id', 'j.id')
    .where('j.company_id', '=', companyId)
    .where('jq.job_id', 'is', null)
    .select('j.status')
    .execute();
}
