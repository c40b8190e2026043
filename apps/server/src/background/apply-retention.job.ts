import { z } from 'zod';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
import type { ErasureDeps } from '../modules/privacy/index.js';

const ApplyRetentionPayloadSchema = z.object({}).strict();
export type ApplyRetentionPayload = z.infer<typeof ApplyRetentionPayloadSchema>;

/**
 * The retention rules' periodic pass (and the finishing of erasures a stopped process left behind), run
 * by the queue's scheduler once per period across every process. Two passes at once are harmless: each
 * interview is claimed by one eraser.
 */
export const applyRetentionJob: JobKind<ApplyRetentionPayload> = {
  name: 'apply-retention',
  payload: ApplyRetentionPayloadSchema,
  // The next period runs it again; retrying an old pass would only repeat it.
  maxAttempts: 1,
};

export function createApplyRetentionJob(
  deps: Omit<ErasureDeps, 'log'>,
): JobDefinition<ApplyRetentionPayload> {
  return {
    ...applyRetentionJob,
    async handle(_payload, { log }) {
      const { createErasureService, createRetentionService } = await import('../modules/privacy/index.js');
      const erasure = createErasureService({ ...deps, log });
      await createRetentionService({ db: deps.db, erasure, log }).apply();
    },
  };
}
