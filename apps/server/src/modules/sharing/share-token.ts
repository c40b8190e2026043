import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, 256 bits, never guessable or enumerable. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new link's secret and what is stored of it. Only the hash is kept, so a copy of the database (a
 * backup, a read replica, a leaked dump) opens no shared interview. A plain hash suffices: the token
 * has 256 bits of entropy, so nothing is gained by slowing down a guess.
 */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The stored hash of a token from a request path; undefined for anything that cannot be a token. */
export function hashOfShareToken(token: string): string | undefined {
  return TOKEN_PATTERN.test(token) ? sha256(token) : undefined;
}

/** The web app's page for a link: the address a recruiter hands out. */
export const sharedPageUrl = (publicUrl: string, token: string) => `${publicUrl}/v1/shared/${token}`;
