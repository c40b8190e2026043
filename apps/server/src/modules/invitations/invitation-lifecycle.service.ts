import type { Kysely } from 'kysely';
import {
  GuidSchema,
  INVITATION_LIMITS,
  MESSAGES,
  type InvitationMailResult,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import { AppError } from '../../lib/app-error.js';
import { interviewUrl } from '../../lib/links.js';
import { nowIso } from '../../lib/time.js';
import { notifyExtensionRequestJob } from '../../background/notify-extension-request.job.js';
import { findOwnInterview } from '../interview-access/index.js';
import { ALREADY_COMPLETED } from './deadline.js';
import { isInvitationExpired } from './deadline.js';
import type { InvitationMailer } from './invitation-mailing.js';
import * as repo from './invitation-lifecycle.repository.js';
import { decideResend } from './resend-throttle.js';

export const NO_DEADLINE = 'This interview has no deadline.';
export const ALREADY_REQUESTED =
  'You have already asked for more time. The recruiter has been told and will get back to you.';
export const EXTEND_FIRST = 'The deadline of this invitation has passed: extend it before resending.';
const RESEND_RACE = 'This invitation is being sent again right now. Please try again in a moment.';

const HOUR_MS = 3_600_000;
const completed = () => new AppError('CONFLICT', { message: ALREADY_COMPLETED });

interface Deps {
  db: Kysely<DB>;
  queue: JobQueue;
  mail: InvitationMailer;
  publicUrl: string;
}

/** Requests for more time (the applicant), extensions and resending (recruiters). */
export function createInvitationLifecycleService({ db, queue, mail, publicUrl }: Deps) {
  async function contextOf(applicationId: string): Promise<repo.InvitationContext> {
    const context = await repo.findInvitationContext(db, applicationId);
    if (!context) throw new AppError('NOT_FOUND', { message: 'Interview not found' });
    return context;
  }

  async function sendInvitation(applicationId: string, kind: 'invitation' | 'extended') {
    const context = await contextOf(applicationId);
    const mailStatus =
      kind === 'invitation' ? await mail.invitation(context) : await mail.followUp('extended', context);
    return {
      mailSent: mailStatus === 'sent',
      mailStatus,
      interviewUrl: interviewUrl(publicUrl, context.guid),
      deadline: context.deadline,
    } satisfies InvitationMailResult;
  }

  return {
    /**
     * The applicant asks for more time: kept on the interview (the recruiters' list shows it) and mailed
     * to the inviting recruiter through the job queue. One request per cooldown period.
     */
    async requestExtension(guid: string, message: string | undefined): Promise<{ requestedAt: string }> {
      const parsed = GuidSchema.safeParse(guid.toLowerCase());
      const applicationId = parsed.success ? await repo.findApplicationIdByGuid(db, parsed.data) : undefined;
      if (!applicationId) throw new AppError('NOT_FOUND', { message: MESSAGES.noApplication });
      const context = await contextOf(applicationId);
      if (context.status === 'Completed') throw completed();
      if (context.deadline === null) throw new AppError('CONFLICT', { message: NO_DEADLINE });
      const at = nowIso();
      const cooldownSince = new Date(
        Date.now() - INVITATION_LIMITS.extensionRequestCooldownHours * HOUR_MS,
      ).toISOString();
      const recorded = await repo.recordExtensionRequest(db, applicationId, {
        message: message || null,
        at,
        cooldownSince,
      });
      if (!recorded) {
        if ((await contextOf(applicationId)).status === 'Completed') throw completed();
        throw new AppError('RATE_LIMITED', { message: ALREADY_REQUESTED });
      }
      // The id makes a retried request (or a crash before the answer) mail the recruiter once.
      await queue.enqueue(
        notifyExtensionRequestJob,
        { applicationId, requestedAt: at },
        { jobId: `extension-request:${applicationId}:${at}` },
      );
      return { requestedAt: at };
    },

    /** A new deadline reopens an expired invitation; the applicant is told by mail. */
    async extend(identity: RecruiterIdentity, id: string, deadline: string): Promise<InvitationMailResult> {
      const row = await findOwnInterview(db, identity, id);
      if (row.status === 'Completed') throw completed();
      if (!(await repo.updateDeadline(db, row.id, deadline, nowIso()))) throw completed();
      return sendInvitation(row.id, 'extended');
    },

    /**
     * The invitation mail again, with its deadline and personal message, within the resend throttle
     * (resend-throttle.ts). A resend whose mail did not go out gives its place back: the recruiter passes
     * the link on, and the applicant's inbox got nothing.
     */
    async resend(identity: RecruiterIdentity, id: string): Promise<InvitationMailResult> {
      const row = await findOwnInterview(db, identity, id);
      if (row.status === 'Completed') throw completed();
      if (isInvitationExpired(row)) throw new AppError('CONFLICT', { message: EXTEND_FIRST });
      const before = await repo.findResendState(db, row.id);
      if (!before) throw new AppError('NOT_FOUND', { message: 'Interview not found' });
      const decision = decideResend(before, Date.now());
      if (!decision.allowed) throw decision.error;
      if (!(await repo.replaceResendState(db, row.id, before, decision.next))) {
        // Another resend of this invitation was counted between the read and the write: judge again.
        const now = await repo.findResendState(db, row.id);
        const again = now && decideResend(now, Date.now());
        throw again && !again.allowed ? again.error : new AppError('CONFLICT', { message: RESEND_RACE });
      }
      const result = await sendInvitation(row.id, 'invitation');
      if (!result.mailSent) await repo.replaceResendState(db, row.id, decision.next, before);
      return result;
    },
  };
}
