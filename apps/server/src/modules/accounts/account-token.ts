import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountTokenTable } from '../../db/account-schema.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteAccountTokensEndedBefore, insertAccountToken } from './account-token.repository.js';

/**
 * One-time links (password reset, sign-in by email, team invitations): 32 random bytes in the link, only
 * their SHA-256 in the database, so a copy of the tables opens no account (docs/accounts.md).
 */
export const newAccountToken = () => randomBytes(32).toString('base64url');
export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How a one-time link stands: usable, or why not (unknown 404, used or expired 410). */
export type LinkStanding = 'usable' | 'unknown' | 'used' | 'expired';

export function linkStanding(
  row: { used_at: string | null; expires_at: string } | undefined,
  now: number,
): LinkStanding {
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return Date.parse(row.expires_at) <= now ? 'expired' : 'usable';
}

/** The answers of a link that cannot be used, the same for every one-time link (docs/accounts.md). */
export function refuseLink(standing: Exclude<LinkStanding, 'usable'>): never {
  if (standing === 'unknown') throw new AppError('NOT_FOUND', { message: 'This link is not valid.' });
  throw new AppError('GONE', {
    message: 'This link has expired or was already used. Please ask for a new one.',
  });
}

const DAY_MS = 86_400_000;

/** Makes a one-time link's token for a user and stores its hash; links long ended are cleared away. */
export async function issueAccountToken(
  db: Kysely<DB>,
  purpose: AccountTokenTable['purpose'],
  userId: number,
  minutes: number,
  at: number,
): Promise<string> {
  const token = newAccountToken();
  await deleteAccountTokensEndedBefore(db, new Date(at - DAY_MS).toISOString());
  await insertAccountToken(db, {
    token_hash: hashAccountToken(token),
    purpose,
    user_id: userId,
    created_at: new Date(at).toISOString(),
    expires_at: new Date(at + minutes * 60_000).toISOString(),
    used_at: null,
  });
  return token;
}
