import type { Kysely } from 'kysely';
import { ACCOUNT_LIMITS } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { deleteAccountTokensEndedBefore } from './account-token.repository.js';
import { deleteStale } from './throttle.repository.js';

const HOUR_MS = 3_600_000;
/** A link that ended is kept a day, so it answers 410 (ended) rather than 404 (never was). */
const ENDED_LINK_GRACE_MS = 24 * HOUR_MS;
/** Throttle rows outlive their one-hour window by a day, as when failures clear them (sign-in-throttle.ts). */
const THROTTLE_ROW_MS = 24 * HOUR_MS;

export interface AccountSweepResult {
  sessions: number;
  accountTokens: number;
  throttleRows: number;
}

/**
 * Deletes the account rows nobody can use any more: sessions past their absolute end or idle too long,
 * one-time links a day after they ended, and sign-in throttle rows that block nobody and were last
 * counted a day ago. Each is also refused (or deleted) when met; this pass clears the ones never met
 * again, so the tables hold what is live. Safe to run anywhere, any number of times at once.
 */
export async function sweepExpiredAccountRows(db: Kysely<DB>, now: number): Promise<AccountSweepResult> {
  const at = new Date(now).toISOString();
  const idleSince = new Date(now - ACCOUNT_LIMITS.sessionIdleHours * HOUR_MS).toISOString();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', idleSince)]))
    .executeTakeFirst();
  const tokens = await deleteAccountTokensEndedBefore(db, new Date(now - ENDED_LINK_GRACE_MS).toISOString());
  const throttle = await deleteStale(db, new Date(now - THROTTLE_ROW_MS).toISOString());
  return {
    sessions: Number(sessions.numDeletedRows),
    accountTokens: Number(tokens[0]?.numDeletedRows ?? 0n),
    throttleRows: throttle,
  };
}
