import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../infra/queue/queue.js';
import type { Storage } from '../infra/storage/storage.js';
import type { Transcriber } from '../infra/transcription/transcriber.js';
import type { IntegrationsConfig } from '../config/integrations-env.js';
import type { JobQueue } from '../infra/queue/queue.js';
import type { CompanyEvents } from '../modules/webhooks/company-events.js';
import { createDeliverWebhookJob } from './deliver-webhook.job.js';
import { createTranscribeAnswerJob } from './transcribe-answer.job.js';

/** What background jobs may use. The API process and `npm run worker` each pass their own adapters. */
export interface BackgroundDependencies {
  db: Kysely<DB>;
  storage: Storage;
  transcriber: Transcriber;
  /** Jobs that lead to more jobs (a webhook's next attempt) queue them here. */
  queue: JobQueue;
  events: CompanyEvents;
  webhooks: IntegrationsConfig['webhooks'];
}

// The worker checks each stored payload against its job's own schema before the handler sees it, so
// the list can hold jobs of different payload types.
const anyPayload = <P>(job: JobDefinition<P>) => job as unknown as JobDefinition<never>;

/** Every background job this server knows, with its handler; a worker processes all of them. */
export function createBackgroundJobs(deps: BackgroundDependencies): JobDefinition<never>[] {
  return [anyPayload(createTranscribeAnswerJob(deps)), anyPayload(createDeliverWebhookJob(deps))];
}
