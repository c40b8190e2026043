import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/dialect.js';
import type { DB, InvitationNoticeKind, InvitationNoticeStatus, IsoDate } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** How many invitations one scan looks at per company and kind; the next scan takes the rest. */
const SCAN_BATCH = 200;

/** The interview `a` has no notice of this kind about this occasion ('invite', or its current deadline). */
const noNotice = (kind: InvitationNoticeKind, occasion: 'invite' | 'deadline') =>
  sql<SqlBool>`not exists (select 1 from invitation_notices n where n.application_id = a.id and n.kind = ${kind} and n.occasion = ${
    occasion === 'invite' ? 'invite' : sql.ref('a.deadline')
  })`;

/** Companies with at least one interview that is not completed, with their settings. */
export function listCompaniesWithOpenInvitations(db: Db) {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.settings'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications as a')
          .select('a.id')
          .whereRef('a.company_id', '=', 'c.id')
          .where('a.status', '=', 'Incomplete')
          .where('a.deletion_requested_at', 'is', null),
      ),
    )
    .execute();
}

/** Invited before `invitedBefore`, not started, not completed, not expired, not yet reminded. */
export function listDueAfterInvite(db: Db, companyId: number, invitedBefore: IsoDate, now: IsoDate) {
  return db
    .selectFrom('applications as a')
    .select(['a.id'])
    .where('a.company_id', '=', companyId)
    .where('a.status', '=', 'Incomplete')
    .where('a.deletion_requested_at', 'is', null)
    .where('a.started_at', 'is', null)
    .where('a.created_at', '<=', invitedBefore)
    .where((eb) => eb.or([eb('a.deadline', 'is', null), eb('a.deadline', '>', now)]))
    .where(noNotice('after_invite', 'invite'))
    .orderBy('a.created_at')
    .limit(SCAN_BATCH)
    .execute();
}

/** Not completed, the deadline still ahead but before `deadlineBefore`, not yet reminded of this deadline. */
export function listDueBeforeDeadline(db: Db, companyId: number, deadlineBefore: IsoDate, now: IsoDate) {
  return db
    .selectFrom('applications as a')
    .select(['a.id', 'a.deadline'])
    .where('a.company_id', '=', companyId)
    .where('a.status', '=', 'Incomplete')
    .where('a.deletion_requested_at', 'is', null)
    .where('a.deadline', '>', now)
    .where('a.deadline', '<=', deadlineBefore)
    .where(noNotice('before_deadline', 'deadline'))
    .orderBy('a.deadline')
    .limit(SCAN_BATCH)
    .execute();
}

/** Not completed and past the deadline, and the expiry of this deadline not yet announced. */
export function listNewlyExpired(db: Db, now: IsoDate) {
  return db
    .selectFrom('applications as a')
    .select(['a.id', 'a.guid', 'a.company_id', 'a.job_id', 'a.deadline'])
    .where('a.status', '=', 'Incomplete')
    .where('a.deletion_requested_at', 'is', null)
    .where('a.deadline', '<=', now)
    .where(noNotice('expired', 'deadline'))
    .orderBy('a.deadline')
    .limit(SCAN_BATCH)
    .execute();
}

/**
 * Claims a notice by inserting its unique row: true for the one process whose insert succeeded, false
 * for every other (the constraint, not a read before the write, is what decides).
 */
export async function insertNotice(
  db: Db,
  notice: {
    id?: string;
    applicationId: string;
    kind: InvitationNoticeKind;
    occasion: string;
    status: InvitationNoticeStatus;
  },
): Promise<string | undefined> {
  const id = notice.id ?? randomUUID();
  const now = new Date().toISOString();
  try {
    await db
      .insertInto('invitation_notices')
      .values({
        id,
        application_id: notice.applicationId,
        kind: notice.kind,
        occasion: notice.occasion,
        status: notice.status,
        lease_until: null,
        attempts: 0,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** Queued notices nobody picked up since `before` (their process stopped between insert and enqueue). */
export function listStaleQueuedNotices(db: Db, before: IsoDate) {
  return db
    .selectFrom('invitation_notices')
    .select(['id'])
    .where('status', '=', 'queued')
    .where('updated_at', '<', before)
    .limit(SCAN_BATCH)
    .execute();
}

/**
 * Takes a notice for sending: a queued one, or one whose sender's lease ran out. One conditional update,
 * so of two workers holding the same job only one gets the row.
 */
export async function leaseNotice(db: Db, id: string, leaseMs: number) {
  const now = new Date();
  return db
    .updateTable('invitation_notices')
    .set((eb) => ({
      status: 'sending',
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now.toISOString())]),
      ]),
    )
    .returning(['id', 'application_id', 'kind', 'occasion', 'attempts'])
    .executeTakeFirst();
}

export async function finishNotice(
  db: Db,
  id: string,
  status: InvitationNoticeStatus,
  lastError: string | null = null,
): Promise<void> {
  await db
    .updateTable('invitation_notices')
    .set({ status, lease_until: null, last_error: lastError, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
