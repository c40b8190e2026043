import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readCompanySettings, findCompanySettings } from '../companies/index.js';
import { isInvitationExpired } from './deadline.js';
import { findInvitationContext, type InvitationContext } from './invitation-lifecycle.repository.js';
import type { InvitationMailer } from './invitation-mailing.js';
import * as notices from './invitation-notice.repository.js';

export interface ReminderSenderDeps {
  db: Kysely<DB>;
  mail: InvitationMailer;
  log: FastifyBaseLogger;
  /** How long a sender holds a notice before another worker may take it over. */
  leaseMs?: number;
}

export class ReminderDeliveryError extends Error {
  override name = 'ReminderDeliveryError';
}

type LeasedNotice = NonNullable<Awaited<ReturnType<typeof notices.leaseNotice>>>;

/** Still worth sending now? The interview may have been started, completed, extended or erased since. */
async function stillDue(db: Kysely<DB>, notice: LeasedNotice, context: InvitationContext): Promise<boolean> {
  if (context.status === 'Completed' || isInvitationExpired(context)) return false;
  const { reminders } = readCompanySettings((await findCompanySettings(db, context.company_id)) ?? null);
  switch (notice.kind) {
    case 'after_invite':
      return reminders.afterInviteHours !== null && context.started_at === null;
    case 'before_deadline':
      return reminders.beforeDeadlineHours !== null && context.deadline === notice.occasion;
    case 'expired':
      return false;
  }
}

/**
 * Sends one reminder the scheduler decided on. Safe to run twice for one notice: the lease lets one run
 * send it and every other find nothing to do; a notice already sent or skipped is left alone.
 */
export async function sendReminder(
  deps: ReminderSenderDeps,
  noticeId: string,
  { isLastAttempt }: { isLastAttempt: boolean },
): Promise<'sent' | 'skipped' | 'not-mine'> {
  const { db, mail, log } = deps;
  const notice = await notices.leaseNotice(db, noticeId, deps.leaseMs ?? 120_000);
  // Sent, skipped, erased with its interview, or being sent by another worker right now.
  if (!notice) return 'not-mine';
  const context = await findInvitationContext(db, notice.application_id);
  if (!context || !(await stillDue(db, notice, context))) {
    await notices.finishNotice(db, notice.id, 'skipped');
    return 'skipped';
  }
  if (notice.kind === 'expired') return 'skipped';
  const status = await mail.followUp(notice.kind, context);
  if (status === 'failed') {
    // Back to the queue's retries; the last attempt leaves the notice failed for an operator to see.
    await notices.finishNotice(db, notice.id, isLastAttempt ? 'failed' : 'queued', 'mail delivery failed');
    throw new ReminderDeliveryError(`reminder ${notice.id} could not be delivered`);
  }
  await notices.finishNotice(db, notice.id, 'sent');
  log.info(
    { noticeId: notice.id, kind: notice.kind, applicationId: context.id, mail: status },
    'reminder sent',
  );
  return 'sent';
}
