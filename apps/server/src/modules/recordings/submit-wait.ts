import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { Transcriber } from '../../infra/transcription/transcriber.js';
import type { CompanyEvents } from '../webhooks/index.js';
import * as media from './answer-media.repository.js';
import { RecordingError } from './recording-errors.js';
import * as repo from './recording.repository.js';

export interface TranscriptWaitDeps {
  db: Kysely<DB>;
  storage: Storage;
  transcriber: Transcriber;
  log: FastifyBaseLogger;
  events: CompanyEvents;
  transcriptWaitMs: number;
  transcribeHere: boolean;
}

const WAIT_STEP_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * RECORDING_TRANSCRIPT_WAIT_MS, once an answer's media is ready: upload_complete carries the words when
 * they come that soon. Transcribes in this process where it runs jobs; otherwise watches the row.
 */
export async function waitForTranscript(deps: TranscriptWaitDeps, answerId: string): Promise<void> {
  if (deps.transcriptWaitMs <= 0) return;
  if ((await repo.findTranscript(deps.db, answerId))?.status !== 'pending') return;
  if (deps.transcribeHere) {
    // The handler loads only where transcription runs.
    const { transcribeAnswerNow } = await import('../../background/transcribe-answer.handler.js');
    await transcribeAnswerNow(deps, answerId, deps.transcriptWaitMs);
    return;
  }
  const until = Date.now() + deps.transcriptWaitMs;
  while (Date.now() < until && (await repo.findTranscript(deps.db, answerId))?.status === 'pending')
    await sleep(WAIT_STEP_MS);
}

/**
 * RECORDING_MEDIA_WAIT_MS (`waitMs`): the behaviour before decision 0022, for deployments that want it. Waits
 * for the answer's media job, then for its transcript; a take the job refused is said as it was before,
 * an error instead of the confirmation.
 */
export async function waitForMedia(
  deps: TranscriptWaitDeps,
  attemptId: string,
  waitMs: number,
): Promise<void> {
  const answer = await repo.findAnswerByAttempt(deps.db, attemptId);
  if (!answer) return;
  const until = Date.now() + waitMs;
  let status = answer.media_status;
  while (status === 'processing' && Date.now() < until) {
    await sleep(Math.min(WAIT_STEP_MS / 2, Math.max(0, until - Date.now())));
    const now = await media.findMediaStatus(deps.db, answer.id);
    if (!now) return;
    status = now.media_status;
    if (status === 'failed') {
      const code = now.media_error?.startsWith('too-long') ? 'RECORDING_TOO_LONG' : 'RECORDING_FAILED';
      throw new RecordingError(code, { detail: now.media_error ?? 'failed' });
    }
  }
  if (status === 'ready') await waitForTranscript(deps, answer.id);
}
