import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Mailer } from '../infra/mail/mailer.js';
import type { JobDefinition, JobQueue } from '../infra/queue/queue.js';
import type { Storage } from '../infra/storage/storage.js';
import type { Transcriber } from '../infra/transcription/transcriber.js';
import type { IntegrationsConfig } from '../config/integrations-env.js';
import type { CompanyEvents } from '../modules/webhooks/index.js';
import { createInvitationMailer } from '../modules/invitations/index.js';
import type { TakeStore } from '../modules/recordings/index.js';
import type { MediaTools } from '../infra/media/ffmpeg.js';
import { createApplyRetentionJob } from './apply-retention.job.js';
import { createDeliverWebhookJob } from './deliver-webhook.job.js';
import { createNotifyAnswerFailedJob } from './notify-answer-failed.job.js';
import { createNotifyErasureJob } from './notify-erasure.job.js';
import { createNotifyExtensionRequestJob } from './notify-extension-request.job.js';
import { createScanInvitationsJob } from './scan-invitations.job.js';
import { createSendReminderJob } from './send-reminder.job.js';
import { createSweepAccountsJob } from './sweep-accounts.job.js';
import { createSweepClientLogsJob } from './sweep-client-logs.job.js';
import { createTranscribeAnswerJob } from './transcribe-answer.job.js';
import { createProcessAnswerMediaJob } from './process-answer-media.job.js';

/** What background jobs may use. The API process and `npm run worker` each pass their own adapters. */
export interface BackgroundDependencies {
  db: Kysely<DB>;
  storage: Storage;
  transcriber: Transcriber;
  /** Reminders and requests for more time are mailed from the worker. */
  mailer: Mailer;
  publicUrl: string;
  /** The scheduler's pass enqueues the reminders it decides on; a webhook's next attempt is queued here. */
  queue: JobQueue;
  schedulerIntervalMs: number;
  log: FastifyBaseLogger;
  events: CompanyEvents;
  webhooks: IntegrationsConfig['webhooks'];
  /** Where takes being recorded live (the recording channel's take store): erasure removes them. */
  takes: TakeStore;
  /** ffmpeg and ffprobe, for the media of submitted answers (process-answer-media). */
  media: MediaTools;
  /** A folder of this machine for the media work's temporary files (DATA_DIR/work). */
  workRoot: string;
  /** CLIENT_LOG_RETENTION_DAYS (30 unless given). */
  clientLogRetentionDays?: number;
}

// The worker checks each stored payload against its job's own schema before the handler sees it, so
// the list can hold jobs of different payload types.
const anyPayload = <P>(job: JobDefinition<P>) => job as unknown as JobDefinition<never>;

/** Every background job this server knows, with its handler; a worker processes all of them. */
export function createBackgroundJobs(deps: BackgroundDependencies): JobDefinition<never>[] {
  const mail = createInvitationMailer({ mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log });
  return [
    anyPayload(createTranscribeAnswerJob(deps)),
    anyPayload(
      createProcessAnswerMediaJob({
        db: deps.db,
        storage: deps.storage,
        media: deps.media,
        takes: deps.takes,
        queue: deps.queue,
        events: deps.events,
        workRoot: deps.workRoot,
      }),
    ),
    anyPayload(createNotifyAnswerFailedJob({ db: deps.db, mail })),
    anyPayload(
      createScanInvitationsJob({
        db: deps.db,
        queue: deps.queue,
        events: deps.events,
        intervalMs: deps.schedulerIntervalMs,
      }),
    ),
    anyPayload(createSendReminderJob({ db: deps.db, mail })),
    anyPayload(createNotifyExtensionRequestJob({ db: deps.db, mail })),
    anyPayload(createDeliverWebhookJob(deps)),
    anyPayload(
      createApplyRetentionJob({
        db: deps.db,
        storage: deps.storage,
        queue: deps.queue,
        events: deps.events,
        takes: deps.takes,
      }),
    ),
    anyPayload(createNotifyErasureJob({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl })),
    anyPayload(createSweepAccountsJob({ db: deps.db })),
    anyPayload(createSweepClientLogsJob({ db: deps.db, retentionDays: deps.clientLogRetentionDays ?? 30 })),
  ];
}
