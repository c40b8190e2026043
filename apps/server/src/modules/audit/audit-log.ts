import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AUDIT_LIMITS, type AuditDetails, type AuditEventType } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { actorKey, resolveActor, type AuditActorSource } from './audit-actor.js';
import * as repo from './audit.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** One event to record. `details` are flat facts: ids, counts, setting names; never personal data. */
export interface AuditEvent {
  companyId: number;
  actor: AuditActorSource;
  type: AuditEventType;
  /** The interview it concerns, by id (never the applicant's guid). */
  interviewId?: string | null;
  details?: AuditDetails;
}

const WINDOW_MS = AUDIT_LIMITS.dedupeMinutes * 60_000;

let lastEntryAt = 0;
/**
 * When an entry is written: now, or a millisecond after this process's previous entry if that was in
 * the same millisecond. The log lists newest first by this instant and breaks ties by id, which is
 * random, so an attach and its detach written in one millisecond could show in either order.
 */
function entryInstant(): number {
  lastEntryAt = Math.max(Date.now(), lastEntryAt + 1);
  return lastEntryAt;
}

/**
 * Appends audit entries. Recording never breaks the request it records: a failure is logged and the
 * request goes on. Inside a transaction (an action that is itself a write) the entry is written in it, so
 * it is committed with the action or not at all; a savepoint keeps a failed insert from spoiling the
 * transaction (PostgreSQL aborts a whole transaction on any failed statement otherwise).
 */
export function createAuditLog({ log }: { log: FastifyBaseLogger }) {
  async function guarded(db: Db, event: AuditEvent, write: () => Promise<void>): Promise<void> {
    const inTransaction = db.isTransaction;
    try {
      if (inTransaction) await sql`savepoint audit_append`.execute(db);
      await write();
      if (inTransaction) await sql`release savepoint audit_append`.execute(db);
    } catch (err) {
      if (inTransaction) {
        await sql`rollback to savepoint audit_append`
          .execute(db)
          .then(() => sql`release savepoint audit_append`.execute(db))
          .catch((rollbackErr: unknown) =>
            log.error({ err: rollbackErr }, 'audit savepoint rollback failed'),
          );
      }
      log.error({ err, auditType: event.type, companyId: event.companyId }, 'could not write an audit entry');
    }
  }

  async function insert(
    db: Db,
    event: AuditEvent,
    interviewIds: readonly (string | null)[],
    dedupeKey: string | null,
  ) {
    const actor = await resolveActor(db, event.actor);
    const at = new Date(entryInstant()).toISOString();
    await repo.insertAuditEntries(
      db,
      interviewIds.map((interviewId) => ({
        id: randomUUID(),
        company_id: event.companyId,
        at,
        type: event.type,
        actor_kind: actor.kind,
        actor_id: actor.id,
        actor_label: actor.label,
        interview_id: interviewId,
        details: JSON.stringify(event.details ?? {}),
        dedupe_key: dedupeKey,
      })),
    );
  }

  return {
    /** One entry; never throws. */
    append(db: Db, event: AuditEvent): Promise<void> {
      return guarded(db, event, () => insert(db, event, [event.interviewId ?? null], null));
    },

    /** The same event for each of several interviews (a share link's page); never throws. */
    appendEach(
      db: Db,
      event: Omit<AuditEvent, 'interviewId'>,
      interviewIds: readonly string[],
    ): Promise<void> {
      if (interviewIds.length === 0) return Promise.resolve();
      return guarded(db, event, () => insert(db, event, interviewIds, null));
    },

    /**
     * The same event for each of several interviews, at most once per interview and actor in each fixed
     * slot of `slotMs` (a share link's page: every reload must not add rows that can never be deleted).
     * The slot's unique key makes a repeat, or a concurrent twin, a no-op. Never throws.
     */
    appendEachOncePerSlot(
      db: Db,
      event: Omit<AuditEvent, 'interviewId'>,
      interviewIds: readonly string[],
      slotMs: number,
    ): Promise<void> {
      if (interviewIds.length === 0) return Promise.resolve();
      return guarded(db, event, async () => {
        const actor = await resolveActor(db, event.actor);
        const now = entryInstant();
        const slot = Math.floor(now / slotMs);
        const who = actorKey(event.actor);
        await repo.insertAuditEntries(
          db,
          interviewIds.map((interviewId) => ({
            id: randomUUID(),
            company_id: event.companyId,
            at: new Date(now).toISOString(),
            type: event.type,
            actor_kind: actor.kind,
            actor_id: actor.id,
            actor_label: actor.label,
            interview_id: interviewId,
            details: JSON.stringify(event.details ?? {}),
            dedupe_key: `${event.type}:${interviewId}:${who}:slot${slotMs}:${slot}`,
          })),
        );
      });
    },

    /**
     * At most one entry per subject (an interview, an answer) and actor per window: a player fetches one
     * file in many range requests, the review screen reads an interview again after each change. The
     * window's check finds an earlier entry; the unique key of the window's slot stops two simultaneous
     * first requests from both writing one. Never throws.
     */
    appendOncePerWindow(db: Db, event: AuditEvent, subject: string): Promise<void> {
      return guarded(db, event, async () => {
        const now = Date.now();
        const keyPrefix = `${event.type}:${subject}:${actorKey(event.actor)}:`;
        const since = new Date(now - WINDOW_MS).toISOString();
        const probe = { companyId: event.companyId, type: event.type, keyPrefix };
        if (await repo.hasRecentAuditEntry(db, probe, since)) return;
        await insert(db, event, [event.interviewId ?? null], `${keyPrefix}${Math.floor(now / WINDOW_MS)}`);
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Appends audit entries (modules/audit/audit-log.ts); never throws into the request. */
    audit: AuditLog;
  }
}
