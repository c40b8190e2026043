import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Mailer } from '../infra/mail/mailer.js';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';

const NotifyErasurePayloadSchema = z.object({ applicationId: z.string().min(1).max(64) });
export type NotifyErasurePayload = z.infer<typeof NotifyErasurePayloadSchema>;

/** Mails the inviting recruiter that an applicant erased their interview (no personal data in it). */
export const notifyErasureJob: JobKind<NotifyErasurePayload> = {
  name: 'notify-erasure',
  payload: NotifyErasurePayloadSchema,
  maxAttempts: 5,
};

/** One mail per erased interview, however often the erasure is announced. */
export const notifyErasureJobId = (applicationId: string) => `erasure-mail:${applicationId}`;

export function createNotifyErasureJob(deps: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
}): JobDefinition<NotifyErasurePayload> {
  return {
    ...notifyErasureJob,
    async handle({ applicationId }, { log }) {
      // The mail's own file rather than privacy/index.ts: the privacy module enqueues this job
      // (erasure.service.ts), so going through its index would be an import cycle.
      const { sendErasureMail } = await import('../modules/privacy/erasure-mail.js');
      await sendErasureMail({ ...deps, log }, applicationId);
    },
  };
}
