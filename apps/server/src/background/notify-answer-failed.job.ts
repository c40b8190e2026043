import { z } from 'zod';
import type { Kysely } from 'kysely';
import { mediaFailureReason } from '@vi/contracts';
import type { DB } from '../db/schema.js';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
import { findInvitationContext, type InvitationMailer } from '../modules/invitations/index.js';
// The recordings' own file, as in process-answer-media.handler.ts (which enqueues this job).
import { findFailedAnswer } from '../modules/recordings/answer-media.repository.js';

const NotifyAnswerFailedPayloadSchema = z.object({ answerId: z.string().min(1).max(64) });
export type NotifyAnswerFailedPayload = z.infer<typeof NotifyAnswerFailedPayloadSchema>;

/** Mails the applicant a link to record again an answer the media job refused after Submit. */
export const notifyAnswerFailedJob: JobKind<NotifyAnswerFailedPayload> = {
  name: 'notify-answer-failed',
  payload: NotifyAnswerFailedPayloadSchema,
  maxAttempts: 5,
};

/** One mail per refused answer, however often the refusal is run. */
export const notifyAnswerFailedJobId = (answerId: string) => `answer-failed-mail:${answerId}`;

export class AnswerFailedMailError extends Error {
  override name = 'AnswerFailedMailError';
}

export function createNotifyAnswerFailedJob(deps: {
  db: Kysely<DB>;
  mail: InvitationMailer;
}): JobDefinition<NotifyAnswerFailedPayload> {
  return {
    ...notifyAnswerFailedJob,
    async handle({ answerId }, { log }) {
      const answer = await findFailedAnswer(deps.db, answerId);
      // Recorded again (the failed answer replaced) or erased before the mail went: nothing to ask.
      if (!answer) {
        log.info({ answerId }, 'refused answer no longer open; no mail');
        return;
      }
      const context = await findInvitationContext(deps.db, answer.application_id);
      if (!context) return;
      const status = await deps.mail.answerFailed(context, {
        questionText: answer.question_text,
        reason: mediaFailureReason(answer.media_error),
      });
      if (status === 'failed') throw new AnswerFailedMailError('the applicant could not be mailed');
    },
  };
}
