import { z } from 'zod';
import type { JobDefinition } from '../infra/queue/queue.js';
import { jobDependencies } from './job-context.js';

export const TranscribeAnswerPayloadSchema = z.object({ answerId: z.string().min(1).max(64) });
export type TranscribeAnswerPayload = z.infer<typeof TranscribeAnswerPayloadSchema>;

const MAX_ATTEMPTS = 4;

/** Transcribes one answer's 16 kHz WAV into `transcripts` (enqueued after a recording is finalised). */
export const transcribeAnswerJob: JobDefinition<TranscribeAnswerPayload> = {
  name: 'transcribe-answer',
  payload: TranscribeAnswerPayloadSchema,
  maxAttempts: MAX_ATTEMPTS,
  async handle({ answerId }, { attempt, log }) {
    // The handler (and the audio code under it) loads only in processes that run jobs.
    const { runTranscribeAnswer } = await import('./transcribe-answer.handler.js');
    const { db, storage, transcriber } = jobDependencies();
    await runTranscribeAnswer({ db, storage, transcriber, log }, answerId, {
      isLastAttempt: attempt >= MAX_ATTEMPTS,
    });
  },
};
