import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT_LIMITS } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { insertAccountToken } from './account.repository.js';

/** The web page that sets a password with a one-time token (docs/accounts.md, "Command line"). */
export const passwordResetUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/v1/password-reset/${token}`;

/**
 * A one-time link that sets the user's password, valid ACCOUNT_LIMITS.passwordResetMinutes. Only the
 * token's SHA-256 is stored; the link itself exists only in what the caller shows.
 */
export async function createPasswordResetLink(
  db: Kysely<DB>,
  { userId, publicUrl, now = Date.now() }: { userId: number; publicUrl: string; now?: number },
): Promise<{ url: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ACCOUNT_LIMITS.passwordResetMinutes * 60_000).toISOString();
  await insertAccountToken(db, {
    tokenHash: createHash('sha256').update(token).digest('hex'),
    purpose: 'password_reset',
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt,
  });
  return { url: passwordResetUrl(publicUrl, token), expiresAt };
}
