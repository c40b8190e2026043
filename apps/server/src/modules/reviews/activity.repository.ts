import type { Insertable, Kysely, Transaction } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { DB, InterviewActivityTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The activity log is append-only: this file is the only writer, and it only inserts. An entry with a
 * dedupe key is skipped when one with the same key exists (a concurrent twin of the same play).
 */
export async function insertActivity(db: Db, rows: Insertable<InterviewActivityTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('interview_activity')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Whether this user's entry of this type with a dedupe key starting so was written since `since`. */
export async function hasRecentEntry(
  db: Db,
  entry: { applicationId: string; type: InterviewActivityTable['type']; userId: number; keyPrefix: string },
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('interview_activity')
    .select('id')
    .where('application_id', '=', entry.applicationId)
    .where('type', '=', entry.type)
    .where('actor_user_id', '=', entry.userId)
    .where('created_at', '>=', since)
    .where('dedupe_key', 'like', `${entry.keyPrefix}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function listActivity(db: Db, applicationId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('interview_activity')
    .select(['id', 'type', 'actor_user_id', 'actor_name', 'share_link_id', 'details', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countActivity(db: Db, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('interview_activity')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return toCount(row?.total);
}
