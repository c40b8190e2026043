import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@vi/contracts';

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
/** Enough of the key to recognise it in a list; the 256 random bits after it stay secret. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

const sha256 = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * A new key and what is stored of it. A plain hash suffices (as for share links): 256 random bits
 * cannot be guessed, so a slow hash would only slow every API call down.
 */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: sha256(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** A bearer credential that is meant as an API key (rather than a recruiter's JWT). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** The stored hash of a presented key; undefined for anything that cannot be one. */
export const hashOfApiKey = (key: string): string | undefined =>
  KEY_PATTERN.test(key) ? sha256(key) : undefined;
