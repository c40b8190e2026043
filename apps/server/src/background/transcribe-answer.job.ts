import { z } from 'zod';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
import type { TranscribeDependencies } from './transcribe-answer.handler.js';

const TranscribeAnswerPayloadSchema = z.object({ answerId: z.string().min(1).max(64) });
export type TranscribeAnswerPayload = z.infer<typeof TranscribeAnswerPayloadSchema>;

const MAX_ATTEMPTS = 4;

/** Transcribes one answer's 16 kHz WAV into `transcripts` (enqueued after a recording is finalised). */
export const transcribeAnswerJob: JobKind<TranscribeAnswerPayload> = {
  name: 'transcribe-answer',
  payload: TranscribeAnswerPayloadSchema,
  maxAttempts: MAX_ATTEMPTS,
};

/** The job with its handler, over the adapters of the process that runs it. */
export function createTranscribeAnswerJob(
  deps: Omit<TranscribeDependencies, 'log'>,
): JobDefinition<TranscribeAnswerPayload> {
  return {
    ...transcribeAnswerJob,
    async handle({ answerId }, { attempt, log }) {
      // The handler (and the audio code under it) loads only in processes that run jobs.
      const { runTranscribeAnswer } = await import('./transcribe-answer.handler.js');
      await runTranscribeAnswer({ ...deps, log }, answerId, { isLastAttempt: attempt >= MAX_ATTEMPTS });
    },
  };
}
