import type { DeletionReason } from '@vi/contracts';
import type { IsoDate } from './column-types.js';

/*
 * The privacy columns of `applications` (migration 0006): the tombstone of an erased interview and the
 * claim of the process erasing it. Part of ApplicationTable in schema.ts; kept apart only for its length.
 */
export interface ApplicationDeletionColumns {
  /** When an erasure was decided; set together with the reason and the eraser's lease. */
  deletion_requested_at: IsoDate | null;
  deletion_reason: DeletionReason | null;
  /** The rule that applied (reason 'retention' only). */
  deletion_retention_days: number | null;
  /** The eraser's lease: once it has run out, another process finishes an interrupted erasure. */
  deletion_lease_until: IsoDate | null;
  /** Set last: from then on nothing personal of the interview is kept (the tombstone). */
  deleted_at: IsoDate | null;
}
