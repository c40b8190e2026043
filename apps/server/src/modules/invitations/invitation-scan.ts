import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, InvitationNoticeKind } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import { sendReminderJob, sendReminderJobId } from '../../background/send-reminder.job.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { readCompanySettings } from '../companies/index.js';
import { onInvitationExpired } from './invitation-expiry.js';
import * as notices from './invitation-notice.repository.js';

const HOUR_MS = 3_600_000;

export interface InvitationScanDeps {
  db: Kysely<DB>;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Expiries are announced to the company's webhooks. */
  events: CompanyEvents;
  /** The scheduler's period: a queued notice older than two periods lost its job and is queued again. */
  intervalMs: number;
}

export interface ScanResult {
  reminders: number;
  expired: number;
  requeued: number;
}

/**
 * One pass of the scheduler (any process may run it, any number at once): decides which reminders are due
 * and which invitations have expired. Each decision is a unique notice row; only the process whose insert
 * succeeds enqueues the reminder or announces the expiry, so nothing is sent twice however many run.
 */
export async function scanInvitations(deps: InvitationScanDeps, now = Date.now()): Promise<ScanResult> {
  const { db, queue, log } = deps;
  const nowIso = new Date(now).toISOString();
  const result: ScanResult = { reminders: 0, expired: 0, requeued: 0 };

  async function claimReminder(applicationId: string, kind: InvitationNoticeKind, occasion: string) {
    const id = await notices.insertNotice(db, { applicationId, kind, occasion, status: 'queued' });
    if (!id) return;
    await queue.enqueue(sendReminderJob, { noticeId: id }, { jobId: sendReminderJobId(id) });
    result.reminders++;
  }

  for (const company of await notices.listCompaniesWithOpenInvitations(db)) {
    const { reminders } = readCompanySettings(company.settings);
    if (reminders.afterInviteHours !== null) {
      const invitedBefore = new Date(now - reminders.afterInviteHours * HOUR_MS).toISOString();
      for (const row of await notices.listDueAfterInvite(db, company.id, invitedBefore, nowIso)) {
        await claimReminder(row.id, 'after_invite', 'invite');
      }
    }
    if (reminders.beforeDeadlineHours !== null) {
      const deadlineBefore = new Date(now + reminders.beforeDeadlineHours * HOUR_MS).toISOString();
      for (const row of await notices.listDueBeforeDeadline(db, company.id, deadlineBefore, nowIso)) {
        if (row.deadline) await claimReminder(row.id, 'before_deadline', row.deadline);
      }
    }
  }

  for (const row of await notices.listNewlyExpired(db, nowIso)) {
    if (!row.deadline) continue;
    const id = await notices.insertNotice(db, {
      applicationId: row.id,
      kind: 'expired',
      occasion: row.deadline,
      status: 'done',
    });
    if (!id) continue;
    result.expired++;
    await onInvitationExpired(
      { id: row.id, guid: row.guid, companyId: row.company_id, jobId: row.job_id, deadline: row.deadline },
      { log, events: deps.events },
    );
  }

  // A process that stopped between inserting a notice and enqueueing it left the notice waiting.
  const stale = new Date(now - 2 * deps.intervalMs).toISOString();
  for (const row of await notices.listStaleQueuedNotices(db, stale)) {
    await queue.enqueue(sendReminderJob, { noticeId: row.id }, { jobId: sendReminderJobId(row.id) });
    result.requeued++;
  }

  if (result.reminders + result.expired > 0) log.info(result, 'invitation scheduler pass');
  return result;
}
