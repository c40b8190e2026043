import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DeletionReason } from '@vi/contracts';
import { toCount } from '../../db/dialect.js';
import type { DB, IsoDate } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What an erasure needs to know of its interview before it starts. */
export function findErasable(db: Db, applicationId: string) {
  return db
    .selectFrom('applications')
    .select([
      'id',
      'guid',
      'company_id',
      'job_id',
      'deleted_at',
      'deletion_requested_at',
      'deletion_reason',
      'deletion_retention_days',
      'deletion_lease_until',
    ])
    .where('id', '=', applicationId)
    .executeTakeFirst();
}
export type ErasableRow = NonNullable<Awaited<ReturnType<typeof findErasable>>>;

export function findApplicationIdByGuid(db: Db, guid: string) {
  return db.selectFrom('applications').select(['id']).where('guid', '=', guid).executeTakeFirst();
}

/**
 * Takes the interview for erasing: one conditional update, so of any number of processes at once exactly
 * one gets it (the guid it read must still be the row's, and nobody else's lease may be running). The
 * guid is replaced by a fresh one nobody knows, so from this moment the applicant's link reaches nothing.
 * The first decision's reason and rule stay when an interrupted erasure is taken over.
 */
export async function claimErasure(
  db: Db,
  row: ErasableRow,
  decision: { reason: DeletionReason; retentionDays: number | null; now: IsoDate; leaseUntil: IsoDate },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set((eb) => ({
      guid: randomUUID(),
      deletion_requested_at: eb.fn.coalesce('deletion_requested_at', eb.val(decision.now)),
      deletion_reason: eb.fn.coalesce('deletion_reason', eb.val(decision.reason)),
      deletion_retention_days: sql<
        number | null
      >`case when deletion_reason is null then ${decision.retentionDays} else deletion_retention_days end`,
      deletion_lease_until: decision.leaseUntil,
    }))
    .where('id', '=', row.id)
    .where('guid', '=', row.guid)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('deletion_lease_until', 'is', null), eb('deletion_lease_until', '<', decision.now)]),
    )
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/** Extends the eraser's lease while storage is being emptied; false when another process took it over. */
export async function renewErasureLease(db: Db, id: string, leaseUntil: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ deletion_lease_until: leaseUntil })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

/**
 * Work that mentions the old guid only: client error reports and mails sent to the applicant. A client
 * report names the applicant in its text too (a page's address holds the guid; a form's error the email),
 * so any report whose message, notes or context mentions the guid or the email goes as well.
 */
export async function deleteByGuid(db: Db, guid: string, applicationId: string): Promise<void> {
  await db.deleteFrom('client_logs').where('application_guid', '=', guid).execute();
  const applicant = await db
    .selectFrom('applications as ap')
    .innerJoin('applicants as p', 'p.id', 'ap.applicant_id')
    .select('p.email')
    .where('ap.id', '=', applicationId)
    .executeTakeFirst();
  for (const mention of [guid, applicant?.email.toLowerCase()]) {
    if (!mention) continue;
    // LIKE's wildcards in an email (`_`) may match a few more reports; deleting those is harmless.
    const pattern = `%${mention}%`;
    await db
      .deleteFrom('client_logs')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['message']), 'like', pattern),
          eb(eb.fn('lower', ['notes']), 'like', pattern),
          eb(eb.fn('lower', ['context']), 'like', pattern),
        ]),
      )
      .execute();
  }
  // Invitations and reminders carry the personal link (and so the guid) in their text.
  await db.deleteFrom('outbox_mail').where('text_body', 'like', `%${guid}%`).execute();
}

/** Reminders not sent yet are never sent (the sender only takes queued notices). */
export async function skipPendingNotices(db: Db, applicationId: string, now: IsoDate): Promise<void> {
  await db
    .updateTable('invitation_notices')
    .set({ status: 'skipped', lease_until: null, last_error: 'interview erased', updated_at: now })
    .where('application_id', '=', applicationId)
    .where('status', '=', 'queued')
    .execute();
}

/** Every stored object of the interview: each answer's and each attempt's files and the resume. */
export async function listStoredKeys(db: Db, applicationId: string): Promise<string[]> {
  const [answers, attempts, application] = await Promise.all([
    db
      .selectFrom('answers')
      .select(['media_key', 'audio_key', 'thumbnail_key'])
      .where('application_id', '=', applicationId)
      .execute(),
    db
      .selectFrom('answer_attempts')
      .select(['media_key', 'audio_key', 'thumbnail_key'])
      .where('application_id', '=', applicationId)
      .execute(),
    db.selectFrom('applications').select(['resume_key']).where('id', '=', applicationId).executeTakeFirst(),
  ]);
  const keys = new Set<string>();
  for (const row of [...answers, ...attempts]) {
    for (const key of [row.media_key, row.audio_key, row.thumbnail_key]) if (key) keys.add(key);
  }
  if (application?.resume_key) keys.add(application.resume_key);
  return [...keys].sort();
}

export function listAnswerIds(db: Db, applicationId: string) {
  return db.selectFrom('answers').select(['id']).where('application_id', '=', applicationId).execute();
}

/**
 * Every row that holds the interview's recorded or written content, and work queued for it in the
 * database's own queue (BullMQ jobs find their answer gone and do nothing).
 */
export async function deleteContent(db: Db, applicationId: string): Promise<void> {
  const answerIds = (await listAnswerIds(db, applicationId)).map((a) => a.id);
  if (answerIds.length > 0) {
    await db
      .deleteFrom('background_jobs')
      .where('name', '=', 'transcribe-answer')
      .where('status', '=', 'queued')
      .where(
        'payload',
        'in',
        answerIds.map((answerId) => JSON.stringify({ answerId })),
      )
      .execute();
    await db.deleteFrom('transcripts').where('answer_id', 'in', answerIds).execute();
  }
  await db.deleteFrom('answers').where('application_id', '=', applicationId).execute();
  await db.deleteFrom('question_answers').where('application_id', '=', applicationId).execute();
  await db.deleteFrom('answer_attempts').where('application_id', '=', applicationId).execute();
  await db.deleteFrom('interview_search').where('application_id', '=', applicationId).execute();
  // Notes and guests' comments are free text about the applicant; the team's star ratings stay.
  await db.deleteFrom('interview_notes').where('application_id', '=', applicationId).execute();
  await db.deleteFrom('guest_reviews').where('application_id', '=', applicationId).execute();
  // Share links no longer show it.
  await db.deleteFrom('share_link_interviews').where('application_id', '=', applicationId).execute();
  // Mails to the recruiters about it (a request for more time quotes the applicant).
  await db.deleteFrom('outbox_mail').where('text_body', 'like', `%${applicationId}%`).execute();
}

/**
 * The applicant's contact details leave the interview: it points at a new, empty applicant row, and the
 * old row goes unless another of the company's interviews is still theirs.
 */
export async function detachApplicant(db: Db, applicationId: string, now: IsoDate): Promise<void> {
  const row = await db
    .selectFrom('applications')
    .select(['applicant_id', 'company_id'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return;
  const anonymousId = randomUUID();
  await db
    .insertInto('applicants')
    .values({
      id: anonymousId,
      company_id: row.company_id,
      first_name: '',
      last_name: '',
      email: '',
      // Unique per company; no address ever normalises to this, so no invitation reuses the row.
      email_key: `erased:${applicationId}`,
      phone: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['company_id', 'email_key']).doNothing())
    .execute();
  const anonymous = await db
    .selectFrom('applicants')
    .select('id')
    .where('company_id', '=', row.company_id)
    .where('email_key', '=', `erased:${applicationId}`)
    .executeTakeFirstOrThrow();
  if (anonymous.id === row.applicant_id) return;
  await db
    .updateTable('applications')
    .set({ applicant_id: anonymous.id })
    .where('id', '=', applicationId)
    .execute();
  const others = await db
    .selectFrom('applications')
    .select('id')
    .where('applicant_id', '=', row.applicant_id)
    .limit(1)
    .executeTakeFirst();
  if (!others) await db.deleteFrom('applicants').where('id', '=', row.applicant_id).execute();
}

/** Webhook deliveries of the interview, to take personal data out of their stored bodies. */
export function listDeliveriesOf(db: Db, applicationId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'payload'])
    .where('payload', 'like', `%"interviewId":"${applicationId}"%`)
    .execute();
}

export async function updateDeliveryPayload(db: Db, id: string, payload: string): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ payload }).where('id', '=', id).execute();
}

/** The tombstone: the remaining personal fields cleared, and when it happened. */
export async function writeTombstone(db: Db, applicationId: string, deletedAt: IsoDate): Promise<void> {
  await db
    .updateTable('applications')
    .set({
      resume_key: null,
      resume_name: null,
      resume_type: null,
      invite_message: null,
      extension_message: null,
      extension_requested_at: null,
      deleted_at: deletedAt,
      deletion_lease_until: null,
      updated_at: deletedAt,
    })
    .where('id', '=', applicationId)
    .execute();
}

/**
 * Decided erasures nobody finished (the eraser stopped halfway and its lease ran out): the retention
 * pass finishes them whatever the company's rule is.
 */
export function listInterruptedErasures(db: Db, now: IsoDate, limit: number) {
  return db
    .selectFrom('applications')
    .select(['id'])
    .where('deletion_requested_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('deletion_lease_until', '<', now)
    .orderBy('deletion_requested_at')
    .limit(limit)
    .execute();
}
