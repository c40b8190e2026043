import { z } from 'zod';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
// The sender's own file rather than invitations/index.ts: the invitations module enqueues this job
// (invitation-scan.ts), so going through its index would be an import cycle.
import type { ReminderSenderDeps } from '../modules/invitations/reminder-sender.js';

const SendReminderPayloadSchema = z.object({ noticeId: z.string().min(1).max(64) });
export type SendReminderPayload = z.infer<typeof SendReminderPayloadSchema>;

const MAX_ATTEMPTS = 5;

/** Sends one reminder mail the invitation scheduler decided on (an `invitation_notices` row). */
export const sendReminderJob: JobKind<SendReminderPayload> = {
  name: 'send-invitation-reminder',
  payload: SendReminderPayloadSchema,
  maxAttempts: MAX_ATTEMPTS,
};

/** One job per notice: enqueueing a notice again while its job exists adds nothing. */
export const sendReminderJobId = (noticeId: string) => `reminder:${noticeId}`;

export function createSendReminderJob(
  deps: Omit<ReminderSenderDeps, 'log'>,
): JobDefinition<SendReminderPayload> {
  return {
    ...sendReminderJob,
    async handle({ noticeId }, { attempt, log }) {
      const { sendReminder } = await import('../modules/invitations/reminder-sender.js');
      await sendReminder({ ...deps, log }, noticeId, { isLastAttempt: attempt >= MAX_ATTEMPTS });
    },
  };
}
