import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { Transcriber } from '../../infra/transcription/transcriber.js';
import type { CompanyEvents } from '../webhooks/company-events.js';
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
