import type { Kysely, Transaction } from 'kysely';
import type { InterviewStage } from '@vi/contracts';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The stages of those of these interviews that belong to the company. */
export function findStages(db: Db, companyId: number, ids: readonly string[]) {
  return db
    .selectFrom('applications')
    .select(['id', 'stage'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export async function updateStages(
  db: Db,
  ids: readonly string[],
  stage: InterviewStage,
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('applications').set({ stage, updated_at: at }).where('id', 'in', ids).execute();
}
