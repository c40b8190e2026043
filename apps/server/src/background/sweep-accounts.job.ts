import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';

const SweepAccountsPayloadSchema = z.object({}).strict();
export type SweepAccountsPayload = z.infer<typeof SweepAccountsPayloadSchema>;

/**
 * Clears expired sessions, one-time links, sign-in throttle rows and unfinished single sign-on requests
 * (docs/accounts.md "Sessions"), run by the queue's scheduler once per period across every process. Two
 * passes at once are harmless: each only deletes rows nobody can use.
 */
export const sweepAccountsJob: JobKind<SweepAccountsPayload> = {
  name: 'sweep-accounts',
  payload: SweepAccountsPayloadSchema,
  // The next period runs it again; retrying an old pass would only repeat it.
  maxAttempts: 1,
};

export function createSweepAccountsJob(deps: {
  db: Kysely<DB>;
  now?: () => number;
}): JobDefinition<SweepAccountsPayload> {
  const now = deps.now ?? Date.now;
  return {
    ...sweepAccountsJob,
    async handle(_payload, { log }) {
      const { sweepExpiredAccountRows } = await import('../modules/accounts/index.js');
      const { deleteExpiredSsoRequests } = await import('../modules/sso/index.js');
      const at = now();
      const swept = await sweepExpiredAccountRows(deps.db, at);
      const ssoRequests = await deleteExpiredSsoRequests(deps.db, new Date(at).toISOString());
      const total = swept.sessions + swept.accountTokens + swept.throttleRows + ssoRequests;
      if (total > 0) log.info({ ...swept, ssoRequests }, 'expired account rows swept');
    },
  };
}
