import { z } from 'zod';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
import type { InvitationScanDeps } from '../modules/invitations/index.js';

const ScanInvitationsPayloadSchema = z.object({}).strict();
export type ScanInvitationsPayload = z.infer<typeof ScanInvitationsPayloadSchema>;

/**
 * The invitation scheduler's periodic pass (reminders due, invitations expired), run every
 * SCHEDULER_INTERVAL_MS by the queue's scheduler: once per period across every process, not once per process.
 */
export const scanInvitationsJob: JobKind<ScanInvitationsPayload> = {
  name: 'scan-invitations',
  payload: ScanInvitationsPayloadSchema,
  // The next period runs it again; retrying an old pass would only repeat it.
  maxAttempts: 1,
};

export function createScanInvitationsJob(
  deps: Omit<InvitationScanDeps, 'log'>,
): JobDefinition<ScanInvitationsPayload> {
  return {
    ...scanInvitationsJob,
    async handle(_payload, { log }) {
      const { scanInvitations } = await import('../modules/invitations/index.js');
      await scanInvitations({ ...deps, log });
    },
  };
}
