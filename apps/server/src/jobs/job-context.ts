import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/env.js';
import type { DB } from '../db/schema.js';
import type { Storage } from '../infra/storage/storage.js';
import type { Transcriber } from '../infra/transcription/transcriber.js';
import type { SpeechSynthesizer } from '../infra/tts/synthesizer.js';

/** What job handlers may use. The API process and `npm run worker` both build it from the config. */
export interface JobDependencies {
  db: Kysely<DB>;
  storage: Storage;
  transcriber: Transcriber;
  synthesizer: SpeechSynthesizer;
  log: FastifyBaseLogger;
  config: Config;
}

// Job definitions are module constants (ALL_JOBS), so their handlers reach the process's adapters
// through this one slot, set before any worker starts.
let current: JobDependencies | undefined;

export function configureJobs(dependencies: JobDependencies): void {
  current = dependencies;
}

export function jobDependencies(): JobDependencies {
  if (!current) throw new Error('configureJobs() must be called before a job runs');
  return current;
}
