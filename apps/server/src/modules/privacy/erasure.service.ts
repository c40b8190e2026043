import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { GuidSchema, type Deletion, type DeletionReason, type RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { TakeStore } from '../recordings/index.js';
import { createAuditLog, type AuditActorSource } from '../audit/index.js';
import { insertActivity } from '../reviews/index.js';
import { findUser } from '../companies/index.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { notifyErasureJob, notifyErasureJobId } from '../../background/notify-erasure.job.js';
import * as repo from './erasure.repository.js';
import { createStorageEraser, ErasureIncompleteError } from './erasure-storage.js';
import { scrubWebhookPayload } from './webhook-scrub.js';

export { ErasureIncompleteError };

/** Who asked: the applicant (by their link), a recruiter, or the company's retention rule. */
export type ErasureRequest =
  /** Through the applicant's link; `by`: the recruiter (or API key) whose credential came with it. */
  | { reason: 'applicant_request'; by?: RecruiterIdentity }
  | { reason: 'recruiter_request'; userId: number; identity?: RecruiterIdentity }
  | { reason: 'retention'; retentionDays: number };

export interface ErasureDeps {
  db: Kysely<DB>;
  storage: Storage;
  queue: JobQueue;
  events: CompanyEvents;
  log: FastifyBaseLogger;
  /** Where takes being recorded live (the recording channel's take store): erasure removes them. */
  takes: TakeStore;
  /** How long an eraser holds an interview before another process may finish its work (default 10 min). */
  leaseMs?: number;
  /** Storage deletions are retried this many times each before the erasure gives up for now. */
  storageAttempts?: number;
}

/** What became of one call: erased now, already erased before, or being erased by another process. */
export type ErasureOutcome =
  | { status: 'erased'; deletion: Deletion }
  | { status: 'already'; deletion: Deletion }
  | { status: 'busy'; deletion: Deletion }
  | { status: 'missing' };

const deletionOf = (row: {
  deleted_at: string | null;
  deletion_requested_at: string | null;
  deletion_reason: DeletionReason | null;
  deletion_retention_days: number | null;
}): Deletion | undefined =>
  row.deletion_reason
    ? {
        deletedAt: row.deleted_at ?? row.deletion_requested_at ?? new Date().toISOString(),
        reason: row.deletion_reason,
        retentionDays: row.deletion_reason === 'retention' ? row.deletion_retention_days : null,
      }
    : undefined;

/**
 * The one way an interview's personal data is erased (applicant, recruiter, retention rule). The order
 * makes every step safe to repeat and a crash at any point harmless:
 *  1. claim (one transaction): the guid is replaced, so the applicant's link, the recording channel and
 *     the applicant's media addresses reach nothing any more; reminders not yet sent are skipped; the
 *     client reports and mails that carry the old guid go;
 *  2. storage: every answer's and attempt's media, audio, thumbnail and the resume, in the local folder or
 *     S3 alike, and the staging files of takes recorded here (each deletion retried);
 *  3. rows (one transaction that also writes the tombstone): answers, attempts, transcripts, search
 *     document, notes, guests' comments, share-link entries, queued transcriptions, contact details,
 *     webhook payloads. Objects stored while step 2 ran (a take finalised at that moment) send the
 *     erasure back to step 2 first, so the tombstone is never written over a file that is still kept.
 * A crash before step 3 commits leaves a claimed interview without a tombstone; once its lease has run
 * out, the retention pass finishes it (listInterruptedErasures).
 */
export function createErasureService(deps: ErasureDeps) {
  const audit = createAuditLog({ log: deps.log });
  const { db, storage, log } = deps;
  const leaseMs = deps.leaseMs ?? 10 * 60_000;

  const emptyStorage = createStorageEraser({
    storage,
    takes: deps.takes,
    log,
    attempts: deps.storageAttempts ?? 4,
  });

  /** The activity log's actor; undefined: finishing another process's erasure, whose reason is kept. */
  async function actorOf(trx: Transaction<DB>, request: ErasureRequest | undefined, reason: DeletionReason) {
    if (!request) {
      const names = {
        applicant_request: 'The applicant',
        recruiter_request: 'A recruiter',
        retention: 'Retention rule',
      };
      return { actor_user_id: null, actor_name: names[reason] };
    }
    switch (request.reason) {
      case 'applicant_request':
        if (!request.by) return { actor_user_id: null, actor_name: 'The applicant' };
        return userActor(trx, request.by.userId);
      case 'retention':
        return { actor_user_id: null, actor_name: 'Retention rule' };
      case 'recruiter_request':
        return userActor(trx, request.userId);
    }
  }

  async function userActor(trx: Transaction<DB>, userId: number) {
    const user = await findUser(trx, userId);
    const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
    return { actor_user_id: userId, actor_name: name || `user ${userId}` };
  }

  /** Who the audit log names: the person or rule that asked, or the process finishing an interrupted one. */
  function auditActorOf(request: ErasureRequest | undefined): AuditActorSource {
    if (!request) return { system: 'Erasure (finishing an interrupted one)' };
    switch (request.reason) {
      case 'applicant_request':
        return request.by ? { recruiter: request.by } : { applicant: true };
      case 'retention':
        return { system: 'Retention rule' };
      case 'recruiter_request':
        return request.identity ? { recruiter: request.identity } : { system: `User ${request.userId}` };
    }
  }

  /** Step 3. False when storage gained objects meanwhile (the caller empties storage again). */
  async function removeRows(
    applicationId: string,
    deleted: ReadonlySet<string>,
    request: ErasureRequest | undefined,
  ) {
    return db.transaction().execute(async (trx) => {
      const keys = await repo.listStoredKeys(trx, applicationId);
      if (keys.some((key) => !deleted.has(key))) return undefined;
      const now = new Date().toISOString();
      await repo.deleteContent(trx, applicationId);
      await repo.detachApplicant(trx, applicationId, now);
      for (const delivery of await repo.listDeliveriesOf(trx, applicationId)) {
        const scrubbed = scrubWebhookPayload(delivery.payload);
        if (scrubbed !== delivery.payload) await repo.updateDeliveryPayload(trx, delivery.id, scrubbed);
      }
      await repo.writeTombstone(trx, applicationId, now);
      const row = await repo.findErasable(trx, applicationId);
      const deletion = row && deletionOf(row);
      if (!deletion) throw new Error(`interview ${applicationId} lost its erasure claim`);
      const actor = await actorOf(trx, request, deletion.reason);
      await insertActivity(trx, [
        {
          id: randomUUID(),
          application_id: applicationId,
          type: 'erased',
          ...actor,
          share_link_id: null,
          details: JSON.stringify({ reason: deletion.reason, retentionDays: deletion.retentionDays }),
          dedupe_key: null,
          created_at: now,
        },
      ]);
      // The audit entry commits with the tombstone; it names the interview by id only.
      const company = await trx
        .selectFrom('applications')
        .select('company_id')
        .where('id', '=', applicationId)
        .executeTakeFirst();
      if (company) {
        await audit.append(trx, {
          companyId: company.company_id,
          actor: auditActorOf(request),
          type: deletion.reason === 'retention' ? 'retention_applied' : 'erased',
          interviewId: applicationId,
          details: { reason: deletion.reason, retentionDays: deletion.retentionDays },
        });
      }
      return deletion;
    });
  }

  /** After the tombstone: the company's webhooks hear of it; the recruiter is mailed of an applicant's. */
  async function announce(applicationId: string, deletion: Deletion): Promise<void> {
    await deps.events.emitInterviewEvent('interview.erased', applicationId, {
      deletedAt: deletion.deletedAt,
      reason: deletion.reason,
    });
    if (deletion.reason !== 'applicant_request') return;
    try {
      await deps.queue.enqueue(
        notifyErasureJob,
        { applicationId },
        { jobId: notifyErasureJobId(applicationId) },
      );
    } catch (err) {
      log.error({ err, applicationId }, 'the erasure mail to the recruiter could not be queued');
    }
  }

  async function finish(applicationId: string, request: ErasureRequest | undefined): Promise<Deletion> {
    const deleted = new Set<string>();
    for (let round = 1; ; round++) {
      const keys = await repo.listStoredKeys(db, applicationId);
      const fresh = keys.filter((key) => !deleted.has(key));
      await emptyStorage(applicationId, fresh);
      for (const key of fresh) deleted.add(key);
      const deletion = await removeRows(applicationId, deleted, request);
      if (deletion) return deletion;
      if (round >= 5) throw new ErasureIncompleteError(`interview ${applicationId} kept gaining files`);
      await repo.renewErasureLease(db, applicationId, new Date(Date.now() + leaseMs).toISOString());
    }
  }

  return {
    /**
     * Erases one interview by id. Safe to call any number of times, from any number of processes at
     * once: one of them erases it, the others answer 'busy' or 'already'.
     */
    async erase(applicationId: string, request: ErasureRequest): Promise<ErasureOutcome> {
      const row = await repo.findErasable(db, applicationId);
      if (!row) return { status: 'missing' };
      const existing = deletionOf(row);
      if (row.deleted_at && existing) return { status: 'already', deletion: existing };
      const now = new Date().toISOString();
      const claimed = await db.transaction().execute(async (trx) => {
        const won = await repo.claimErasure(trx, row, {
          reason: request.reason,
          retentionDays: request.reason === 'retention' ? request.retentionDays : null,
          now,
          leaseUntil: new Date(Date.now() + leaseMs).toISOString(),
        });
        if (!won) return false;
        await repo.skipPendingNotices(trx, row.id, now);
        await repo.deleteByGuid(trx, row.guid, row.id);
        return true;
      });
      if (!claimed) {
        const current = await repo.findErasable(db, applicationId);
        const deletion = current && deletionOf(current);
        if (!current || !deletion) return { status: 'missing' };
        return { status: current.deleted_at ? 'already' : 'busy', deletion };
      }
      // The first decision's reason stands when an interrupted erasure is finished.
      const decided = (await repo.findErasable(db, applicationId))?.deletion_reason ?? request.reason;
      const deletion = await finish(applicationId, request.reason === decided ? request : undefined);
      log.info({ interviewId: applicationId, reason: deletion.reason }, 'interview erased');
      await announce(applicationId, deletion);
      return { status: 'erased', deletion };
    },

    /** The application behind an applicant's link, or undefined (the guid is the only key). */
    async findByGuid(guid: string): Promise<string | undefined> {
      const parsed = GuidSchema.safeParse(guid.toLowerCase());
      if (!parsed.success) return undefined;
      return (await repo.findApplicationIdByGuid(db, parsed.data))?.id;
    },
  };
}
export type ErasureService = ReturnType<typeof createErasureService>;
