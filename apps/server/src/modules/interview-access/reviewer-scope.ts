import type { Kysely, Transaction } from 'kysely';
import type { RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * A reviewer (a hiring manager) sees only the jobs they are assigned to (`job_members`), and applicants'
 * contact details only when granted (docs/accounts.md "Roles"). Every other role sees the whole company.
 */

/** The user whose job assignments limit what the identity sees, or undefined when nothing limits it. */
export function assignedUserOf(identity: RecruiterIdentity): number | undefined {
  return identity.role === 'reviewer' ? identity.userId : undefined;
}

/** Whether an interview of this job may be shown to the identity (one indexed read for reviewers only). */
export async function maySeeJob(db: Db, identity: RecruiterIdentity, jobId: number): Promise<boolean> {
  const userId = assignedUserOf(identity);
  if (userId === undefined) return true;
  const row = await db
    .selectFrom('job_members')
    .select('job_id')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the jobs a user is assigned to, as a subquery for lists. */
export function assignedJobIds(db: Db, userId: number) {
  return db.selectFrom('job_members').select('job_members.job_id').where('job_members.user_id', '=', userId);
}

/** Email, phone and resume are withheld from a reviewer who was not granted them. */
export function hidesContactDetails(identity: RecruiterIdentity): boolean {
  return identity.role === 'reviewer' && identity.canSeeContactDetails !== true;
}
