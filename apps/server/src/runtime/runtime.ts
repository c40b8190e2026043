import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/database.js';
import { createBackgroundJobs } from '../background/index.js';
import { createMailer } from '../infra/mail/create-mailer.js';
import type { Mailer } from '../infra/mail/mailer.js';
import { createMediaTools, type MediaTools } from '../infra/media/ffmpeg.js';
import type { Metrics } from '../infra/metrics/metrics.js';
import { timedTranscriber } from '../infra/metrics/timed-transcriber.js';
import { createQueue } from '../infra/queue/create-queue.js';
import type { JobQueue } from '../infra/queue/queue.js';
import { createStorage } from '../infra/storage/create-storage.js';
import type { Storage } from '../infra/storage/storage.js';
import { createTranscriber } from '../infra/transcription/create-transcriber.js';
import type { Transcriber } from '../infra/transcription/transcriber.js';
import { createSynthesizer } from '../infra/tts/create-synthesizer.js';
import type { SpeechSynthesizer } from '../infra/tts/synthesizer.js';
import { createAuditLog } from '../modules/audit/audit-log.js';
import { createFinalizer } from '../modules/recordings/finalize.js';
import { createRecordingRules } from '../modules/recordings/recording.service.js';
import { createSessionRegistry } from '../modules/recordings/session-registry.js';
import { createTakeStore } from '../modules/recordings/take-store/create-take-store.js';
import { createCompanyEvents } from '../modules/webhooks/company-events.js';
import { createServices } from './services.js';

/** The adapters configuration would choose, given instead (tests, and a test's own queue). */
export interface RuntimeOverrides {
  storage?: Storage;
  queue?: JobQueue;
  transcriber?: Transcriber;
  synthesizer?: SpeechSynthesizer;
  mailer?: Mailer;
  media?: MediaTools;
}

export interface RuntimeInput {
  config: Config;
  /** Open and migrated; its owner closes it (the runtime never does). */
  database: Database;
  log: FastifyBaseLogger;
  /** Times transcriptions where the process exports metrics. */
  metrics?: Metrics;
}

/**
 * The composition root: every adapter and service of a process is made here, once, from configuration.
 * The API (buildApp), `npm run worker`, the CLI and the demo's recorder all take their parts from it,
 * so the recording channel, erasure and the media job share one take store, one mailer, one queue.
 */
export function createRuntime(
  { config, database, log, metrics }: RuntimeInput,
  overrides: RuntimeOverrides = {},
) {
  const { db, dialect } = database;
  const storage = overrides.storage ?? createStorage(config.storage);
  const queue = overrides.queue ?? createQueue(config.queue, db, log);
  const chosenTranscriber = overrides.transcriber ?? createTranscriber(config);
  const transcriber = metrics ? timedTranscriber(chosenTranscriber, metrics) : chosenTranscriber;
  const synthesizer = overrides.synthesizer ?? createSynthesizer(config);
  const mailer = overrides.mailer ?? createMailer(config.mail, { db, log });
  const media = overrides.media ?? createMediaTools(config.recording);
  const events = createCompanyEvents({ db, queue, log });
  const audit = createAuditLog({ log });
  const takes = createTakeStore({ config, db, storage });

  // One registry per process: a take reopened elsewhere stops this process's connection writing it.
  const sessions = createSessionRegistry();
  const recording = {
    takes,
    sessions,
    rules: createRecordingRules({
      db,
      log,
      takes,
      resumeWindowMs: config.recording.resumeWindowMs,
      live: sessions,
    }),
    finalizer: createFinalizer({
      db,
      storage,
      queue,
      transcriber,
      log,
      transcriptWaitMs: config.recording.transcriptWaitMs,
      mediaWaitMs: config.recording.mediaWaitMs,
      transcribeHere: config.runWorker,
      events,
      takes,
      groupCommits: config.database.dialect === 'sqlite',
    }),
  };

  const jobs = createBackgroundJobs({
    db,
    storage,
    transcriber,
    mailer,
    publicUrl: config.publicUrl,
    queue,
    schedulerIntervalMs: config.schedulerIntervalMs,
    log,
    events,
    webhooks: config.integrations.webhooks,
    takes,
    media,
    workRoot: path.join(config.dataDir, 'work'),
    clientLogRetentionDays: config.surface.clientLogs.retentionDays,
  });

  // The adapters every service is made of, and what the runtime hands its process.
  const adapters = {
    config,
    db,
    dialect,
    storage,
    queue,
    transcriber,
    synthesizer,
    mailer,
    media,
    events,
    audit,
  };
  const services = createServices({ ...adapters, takes, log });

  return {
    ...adapters,
    recording,
    /** Every background job with its handler; only a process that works the queue starts them. */
    jobs,
    services,
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
export type RecordingParts = Runtime['recording'];
