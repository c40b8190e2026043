import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
// The invitations module's own files rather than its index.ts: it enqueues this job
// (invitation-lifecycle.service.ts), so going through its index would be an import cycle.
import type { InvitationMailer } from '../modules/invitations/invitation-mailing.js';

const NotifyExtensionRequestPayloadSchema = z.object({
  applicationId: z.string().min(1).max(64),
  requestedAt: z.string().min(1).max(64),
});
export type NotifyExtensionRequestPayload = z.infer<typeof NotifyExtensionRequestPayloadSchema>;

/** Mails the inviting recruiter that an applicant asks for more time. */
export const notifyExtensionRequestJob: JobKind<NotifyExtensionRequestPayload> = {
  name: 'notify-extension-request',
  payload: NotifyExtensionRequestPayloadSchema,
  maxAttempts: 5,
};

export class ExtensionMailError extends Error {
  override name = 'ExtensionMailError';
}

export function createNotifyExtensionRequestJob(deps: {
  db: Kysely<DB>;
  mail: InvitationMailer;
}): JobDefinition<NotifyExtensionRequestPayload> {
  return {
    ...notifyExtensionRequestJob,
    async handle({ applicationId, requestedAt }, { log }) {
      const { findInvitationContext } =
        await import('../modules/invitations/invitation-lifecycle.repository.js');
      const context = await findInvitationContext(deps.db, applicationId);
      // Answered (extended) or erased before the mail went: nothing to tell.
      if (!context || context.extension_requested_at !== requestedAt) {
        log.info({ applicationId }, 'request for more time no longer pending; no mail');
        return;
      }
      const status = await deps.mail.extensionRequest(context);
      if (status === 'failed') throw new ExtensionMailError('the recruiter could not be mailed');
    },
  };
}
