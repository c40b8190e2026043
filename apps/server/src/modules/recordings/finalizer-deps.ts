import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { Transcriber } from '../../infra/transcription/transcriber.js';
import type { CompanyEvents } from '../webhooks/index.js';
import type { TakeStore } from './take-store/take-store.js';

/** What the finalizer (finalize.ts) is built from: the runtime passes its adapters. */
export interface FinalizerDeps {
  db: Kysely<DB>;
  storage: Storage;
  queue: JobQueue;
  transcriber: Transcriber;
  log: FastifyBaseLogger;
  /** How long upload_complete waits for a transcript (once the media is ready) before saying 'pending'. */
  transcriptWaitMs: number;
  /**
   * How long upload_complete waits for the answer's media job (RECORDING_MEDIA_WAIT_MS). 0, the default:
   * not at all — the reply says mediaStatus 'processing' and the job finishes in the background.
   */
  mediaWaitMs?: number;
  /** Whether this process transcribes (embedded) or leaves it to `npm run worker` processes (scaled). */
  transcribeHere: boolean;
  events: CompanyEvents;
  /** Where the take's chunks are (the recording channel's take store). */
  takes: TakeStore;
  /**
   * Submits that arrive together share one transaction (db/group-commit.ts): true for SQLite, whose one
   * connection runs transactions one after another anyway (decision 0023).
   */
  groupCommits?: boolean;
}
