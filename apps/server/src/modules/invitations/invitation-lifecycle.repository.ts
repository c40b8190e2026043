import type { Kysely, Transaction } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { DB, IsoDate } from '../../db/schema.js';
import type { ResendState } from './resend-throttle.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Everything a mail about one invitation names: the applicant, the job and company, the link's guid, the
 * deadline and note, and the recruiter who sent it (with the job's recruiter as a fallback addressee).
 */
export function findInvitationContext(db: Db, applicationId: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .leftJoin('users as inviter', 'inviter.id', 'a.invited_by')
    .leftJoin('users as owner', 'owner.id', 'j.recruiter_id')
    .select([
      'a.id',
      'a.guid',
      'a.company_id',
      'a.status',
      'a.started_at',
      'a.created_at',
      'a.deadline',
      'a.invite_message',
      'a.extension_message',
      'a.extension_requested_at',
      'a.last_extension_request_at',
      'p.first_name',
      'p.last_name',
      'p.email',
      'j.title as job_title',
      'j.company_name as job_company_name',
      'j.contact_email as job_contact_email',
      'c.name as company_name',
      'q.content_type',
      'q.language',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
      'inviter.email as inviter_email',
      'inviter.language as inviter_language',
      'owner.first_name as owner_first_name',
      'owner.email as owner_email',
      'owner.language as owner_language',
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}
export type InvitationContext = NonNullable<Awaited<ReturnType<typeof findInvitationContext>>>;

export async function findApplicationIdByGuid(db: Db, guid: string): Promise<string | undefined> {
  const row = await db.selectFrom('applications').select('id').where('guid', '=', guid).executeTakeFirst();
  return row?.id;
}

/**
 * Records a request for more time unless one was made since `cooldownSince`; false when it was (the
 * condition is in the update, so two requests at once record one).
 */
export async function recordExtensionRequest(
  db: Db,
  id: string,
  request: { message: string | null; at: IsoDate; cooldownSince: IsoDate },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({
      extension_message: request.message,
      extension_requested_at: request.at,
      last_extension_request_at: request.at,
      updated_at: request.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'Incomplete')
    .where((eb) =>
      eb.or([
        eb('last_extension_request_at', 'is', null),
        eb('last_extension_request_at', '<', request.cooldownSince),
      ]),
    )
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/** A new deadline for an interview that is not completed; the pending request is answered by it. */
export async function updateDeadline(db: Db, id: string, deadline: IsoDate, at: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ deadline, extension_message: null, extension_requested_at: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'Incomplete')
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

export function findResendState(db: Db, id: string): Promise<ResendState | undefined> {
  return db
    .selectFrom('applications')
    .select(['last_resent_at', 'resend_window_start', 'resend_window_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Moves the resend columns from `from` to `to`; false when they were no longer `from` (another resend of
 * the same invitation came first), so two clicks at once send one mail.
 */
export async function replaceResendState(
  db: Db,
  id: string,
  from: ResendState,
  to: ResendState,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set(to)
    .where('id', '=', id)
    .where((eb) =>
      from.last_resent_at === null
        ? eb('last_resent_at', 'is', null)
        : eb('last_resent_at', '=', from.last_resent_at),
    )
    .where('resend_window_count', '=', from.resend_window_count)
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}
