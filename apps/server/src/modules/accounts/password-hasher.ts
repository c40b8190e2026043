import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.js';

/**
 * Password hashing (docs/decisions/0024-sessions.md). argon2id with OWASP's parameters (19 MiB, 2 passes,
 * one lane) costs tens of milliseconds of a libuv pool thread, the pool the local media folder's file
 * writes share. So at most `concurrency` hashes run at once and at most `queueLimit` wait; beyond that
 * the caller gets 429 at once instead of delaying applicants' chunk writes.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's enum is an ambient const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a stored value that is not an argon2 hash. */
  verify(stored: string, password: string): Promise<boolean>;
  /**
   * Spends the same work as a real check, for an email that has no account, so the answer's timing does
   * not tell whether the account exists.
   */
  verifyNothing(password: string): Promise<false>;
  /** Hashes running and waiting now (metrics, tests). */
  load(): { running: number; waiting: number };
}

/**
 * Half the cores (at least one): a hash keeps a core busy for its whole run, and the event loop that
 * acknowledges applicants' chunks needs one of its own (bench:sign-in measures it).
 */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

export function createPasswordHasher({
  concurrency = DEFAULT_HASH_CONCURRENCY,
  queueLimit = 16,
}: { concurrency?: number; queueLimit?: number } = {}): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queueLimit) {
        throw new AppError('RATE_LIMITED', {
          message: 'Too many sign-ins at once. Please try again in a few seconds.',
          retryAfterSeconds: 2,
        });
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next waiter, so `running` never overshoots the bound.
      if (next) next();
      else running -= 1;
    }
  }

  // A real hash of a random password: verifying against it costs what verifying a real account costs.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hash(`decoy-${Math.random()}`, ARGON2_OPTIONS));

  return {
    hash: (password) => bounded(() => hash(password, ARGON2_OPTIONS)),
    verify: (stored, password) =>
      bounded(async () => {
        if (!stored.startsWith('$argon2')) return false;
        try {
          return await verify(stored, password);
        } catch {
          return false;
        }
      }),
    async verifyNothing(password) {
      const stored = await decoyHash();
      await bounded(() => verify(stored, password).catch(() => false));
      return false;
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
