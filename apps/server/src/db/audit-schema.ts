import type { AuditActorKind, AuditEventType } from '@vi/contracts';
import type { IsoDate } from './column-types.js';

/*
 * The audit log (migration 0008). Part of `DB` in schema.ts; kept apart only for its length.
 */

/**
 * Append-only, enforced by the database: triggers refuse every UPDATE and DELETE (and, on PostgreSQL,
 * TRUNCATE). Rows name interviews by id and actors by staff name or credential id, never an applicant's
 * personal data, so erasure has nothing to rewrite here. No foreign keys: an entry outlives what it names.
 */
export interface AuditLogTable {
  id: string;
  company_id: number;
  at: IsoDate;
  type: AuditEventType;
  actor_kind: AuditActorKind;
  /** User id, API key id or share link id (as text); null for the applicant and the system. */
  actor_id: string | null;
  /** The actor as named when it happened. */
  actor_label: string;
  interview_id: string | null;
  /** JSON object of flat facts. */
  details: string;
  /** Set for entries written at most once per window (views, plays); unique. */
  dedupe_key: string | null;
}
