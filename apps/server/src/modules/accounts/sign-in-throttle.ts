import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './throttle.repository.js';

/**
 * Failed sign-ins counted per key in the database, so every node sees every failure (docs/accounts.md,
 * "Throttling"). Past a key's free failures each further one blocks it for twice as long as the one
 * before (1 s, 2 s, 4 s … at most 15 min):
 * - `pair:<email>|<ip>`: one guesser at one account; a few typos are free.
 * - `address:<ip>`: one address trying many accounts (or set-up codes).
 * - `account:<email>`: a loose limit against guessing spread over many addresses. Loose, so that a
 *   guesser elsewhere cannot lock the owner out: the owner's own address and pair stay free.
 * A success clears its pair and account; an address's failures only age out (a guesser's own account
 * must not wash its address clean).
 */
export type ThrottleKind = 'pair' | 'address' | 'account';

export const THROTTLE_FREE_FAILURES: Record<ThrottleKind, number> = { pair: 5, address: 20, account: 100 };
const MAX_BLOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
const WINDOW_MS = 60 * 60_000;

export interface ThrottleKeys {
  pair?: string;
  address: string;
  account?: string;
}

export function signInKeys(ip: string, email?: string): ThrottleKeys {
  return email === undefined
    ? { address: `address:${ip}` }
    : { pair: `pair:${email}|${ip}`, address: `address:${ip}`, account: `account:${email}` };
}

const kindOf = (key: string) => key.slice(0, key.indexOf(':')) as ThrottleKind;
const listOf = (keys: ThrottleKeys) => [keys.pair, keys.address, keys.account].filter((k) => k !== undefined);

export function createSignInThrottle({ db, now = () => Date.now() }: { db: Kysely<DB>; now?: () => number }) {
  return {
    /** Throws 429 with Retry-After while any of the keys is blocked: before any password is checked. */
    async assertAllowed(keys: ThrottleKeys): Promise<void> {
      const at = now();
      const until = await repo.latestBlock(db, listOf(keys), new Date(at).toISOString());
      if (until === undefined) return;
      throw new AppError('RATE_LIMITED', {
        message: 'Too many failed attempts. Please wait a moment and try again.',
        retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(until) - at) / 1000)),
      });
    },

    async recordFailure(keys: ThrottleKeys): Promise<void> {
      const at = now();
      const iso = new Date(at).toISOString();
      const windowStart = new Date(at - WINDOW_MS).toISOString();
      for (const key of listOf(keys)) {
        const failures = await repo.countFailure(db, key, iso, windowStart);
        const beyond = failures - THROTTLE_FREE_FAILURES[kindOf(key)];
        if (beyond >= 0) {
          const ms = Math.min(1000 * 2 ** Math.min(beyond, 20), MAX_BLOCK_MS);
          await repo.setBlockedUntil(db, key, new Date(at + ms).toISOString());
        }
      }
      // Keys of emails that never sign in would otherwise stay for good.
      await repo.deleteStale(db, new Date(at - 24 * 3_600_000).toISOString());
    },

    async recordSuccess(keys: ThrottleKeys): Promise<void> {
      const done = [keys.pair, keys.account].filter((k) => k !== undefined);
      if (done.length > 0) await repo.deleteKeys(db, done);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
