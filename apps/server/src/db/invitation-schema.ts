import type { IsoDate } from './column-types.js';

/*
 * The tables of the invitation lifecycle (migration 0004). Part of `DB` in schema.ts; kept apart only
 * for its length.
 */

export type InvitationNoticeKind = 'after_invite' | 'before_deadline' | 'expired';
export type InvitationNoticeStatus = 'queued' | 'sending' | 'sent' | 'skipped' | 'failed' | 'done';

/**
 * One notice the scheduler decided on: a reminder to send, or an expiry to announce. Unique per
 * application, kind and occasion ('invite', or the deadline it is about), so whichever process inserts
 * it first owns it and no other can send it again.
 */
export interface InvitationNoticeTable {
  id: string;
  application_id: string;
  kind: InvitationNoticeKind;
  occasion: string;
  status: InvitationNoticeStatus;
  /** While `sending`: the sender's lease; another worker may take over once it has passed. */
  lease_until: IsoDate | null;
  attempts: number;
  last_error: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** A periodic task's lease in embedded mode: the process that moves `lease_until` forward runs it. */
export interface SchedulerLeaseTable {
  name: string;
  lease_until: IsoDate;
  holder: string | null;
  updated_at: IsoDate;
}
