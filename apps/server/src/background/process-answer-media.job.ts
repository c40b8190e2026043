import { z } from 'zod';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
import type { AnswerMediaDependencies } from './process-answer-media.handler.js';

const ProcessAnswerMediaPayloadSchema = z.object({ answerId: z.string().min(1).max(64) });
export type ProcessAnswerMediaPayload = z.infer<typeof ProcessAnswerMediaPayloadSchema>;

const MAX_ATTEMPTS = 5;

/**
 * Makes a submitted answer's media (docs/decisions/0022-media-off-the-submit-path.md): the take remuxed, 16 kHz WAV and thumbnail in
 * storage, the answer 'ready', then transcription queued. A take that is not usable media fails the
 * answer and opens its question again. Tool and storage failures are retried with the queue's backoff.
 */
export const processAnswerMediaJob: JobKind<ProcessAnswerMediaPayload> = {
  name: 'process-answer-media',
  payload: ProcessAnswerMediaPayloadSchema,
  maxAttempts: MAX_ATTEMPTS,
};

/** The queue's idempotency key: one media job per answer. */
export const answerMediaJobId = (answerId: string) => `media-${answerId}`;

export function createProcessAnswerMediaJob(
  deps: Omit<AnswerMediaDependencies, 'log'>,
): JobDefinition<ProcessAnswerMediaPayload> {
  return {
    ...processAnswerMediaJob,
    async handle({ answerId }, { attempt, log }) {
      // ffmpeg's code loads only in processes that run jobs.
      const { processAnswerMedia } = await import('./process-answer-media.handler.js');
      await processAnswerMedia({ ...deps, log }, answerId, { isLastAttempt: attempt >= MAX_ATTEMPTS });
    },
  };
}
