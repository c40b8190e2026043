import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';

const SweepClientLogsPayloadSchema = z.object({}).strict();
export type SweepClientLogsPayload = z.infer<typeof SweepClientLogsPayloadSchema>;

const DAY_MS = 86_400_000;

/**
 * Deletes the web app's error reports older than CLIENT_LOG_RETENTION_DAYS (docs/security.md), run by
 * the queue's scheduler once per period across every process. Two passes at once are harmless.
 */
export const sweepClientLogsJob: JobKind<SweepClientLogsPayload> = {
  name: 'sweep-client-logs',
  payload: SweepClientLogsPayloadSchema,
  // The next period runs it again; retrying an old pass would only repeat it.
  maxAttempts: 1,
};

export function createSweepClientLogsJob(deps: {
  db: Kysely<DB>;
  retentionDays: number;
  now?: () => number;
}): JobDefinition<SweepClientLogsPayload> {
  const now = deps.now ?? Date.now;
  return {
    ...sweepClientLogsJob,
    async handle(_payload, { log }) {
      const { deleteClientLogsBefore } = await import('../modules/client-logs/index.js');
      const before = new Date(now() - deps.retentionDays * DAY_MS).toISOString();
      const deleted = await deleteClientLogsBefore(deps.db, before);
      if (deleted > 0) log.info({ deleted, before }, 'old client reports swept');
    },
  };
}
