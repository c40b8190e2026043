import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { verify } from 'otplib';
import type { DB, UserRow } from '../../db/schema.js';
import { replaceRecoveryCodes } from './account.repository.js';
import { claimTotpStep } from './two-factor.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What a second-factor check reads of a user. */
export type SecondFactorUser = Pick<UserRow, 'id' | 'totp_secret' | 'totp_enabled_at' | 'recovery_codes'>;

/** Recovery codes are stored as the SHA-256 (hex) of their normalized text: lower case, no dashes or spaces. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** One step (30 s) either side of now: an authenticator's clock a little off, or a code typed late. */
const TOTP_TOLERANCE_SECONDS = 30;

/** The time step `code` (six digits) is the TOTP code of `secret` for, within one step of now; else undefined. */
export async function totpStep(secret: string, code: string): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `code` as the user's TOTP code: true only when it is right and its time step is later than the
 * last one taken, which it then becomes. So a code works once (RFC 6238 §5.2): one seen over a shoulder
 * or replayed from a captured request is refused, and of two requests racing with it one wins.
 */
export async function takeTotp(db: Db, userId: number, secret: string, code: string): Promise<boolean> {
  const step = await totpStep(secret, code.replace(/\s+/g, ''));
  return step !== undefined && claimTotpStep(db, userId, step);
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * True when `code` is the user's current TOTP code or one of their unused recovery codes; a recovery
 * code is spent by this call (removed from the stored list, once even when two requests race).
 */
export async function verifySecondFactor(
  db: Kysely<DB>,
  user: SecondFactorUser,
  code: string,
): Promise<boolean> {
  const text = code.trim();
  if (user.totp_secret && (await takeTotp(db, user.id, user.totp_secret, text))) return true;
  if (!user.recovery_codes) return false;
  let stored: unknown;
  try {
    stored = JSON.parse(user.recovery_codes);
  } catch {
    return false;
  }
  if (!Array.isArray(stored)) return false;
  const hashes = stored.filter((h): h is string => typeof h === 'string');
  const given = hashRecoveryCode(text);
  const index = hashes.findIndex((h) => sameHex(h, given));
  if (index < 0) return false;
  const rest = hashes.filter((_, i) => i !== index);
  return replaceRecoveryCodes(db, user.id, user.recovery_codes, JSON.stringify(rest));
}
