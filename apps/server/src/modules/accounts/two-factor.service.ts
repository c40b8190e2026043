import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI } from 'otplib';
import { ACCOUNT_LIMITS, type CompanySecurity, type RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import { findMember, type MemberRow } from './member-credentials.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import { hashRecoveryCode, takeTotp, verifySecondFactor } from './second-factor.js';
import * as repo from './two-factor.repository.js';

/**
 * The second factor (docs/accounts.md "Second factor and recovery codes"): TOTP (RFC 6238: SHA-1, six
 * digits, 30 s, as every authenticator app reads it) with ten single-use recovery codes. Only SHA-256
 * hashes of the recovery codes are stored; the TOTP secret must be stored as it is, since the server
 * computes the codes from it.
 */
const ISSUER = 'Video Interviewer';
/** Letters only, without l and o, which read as 1 and 0: xxxx-xxxx, about 37 bits each. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz';

function newRecoveryCode(): string {
  const letters = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/**
 * Whether `code` is the member's current TOTP code or one of their unused recovery codes (which it then
 * uses up). False when the member has no second factor enabled.
 */
export async function checkSecondFactor(
  db: Kysely<DB>,
  member: Pick<MemberRow, 'id' | 'totp_secret' | 'totp_enabled_at' | 'recovery_codes'>,
  code: string,
): Promise<boolean> {
  return member.totp_enabled_at !== null && verifySecondFactor(db, member, code);
}

export function createTwoFactorService({
  db,
  passwords,
  audit,
  now = Date.now,
}: {
  db: Kysely<DB>;
  passwords: PasswordHasher;
  audit: AuditLog;
  now?: () => number;
}) {
  async function memberOf(identity: RecruiterIdentity): Promise<MemberRow> {
    const member = await findMember(db, identity.userId);
    if (!member || member.company_id !== identity.companyId) throw notFound('User');
    return member;
  }

  return {
    /** A new secret, pending until `enable` sees a code made from it. */
    async setup(identity: RecruiterIdentity): Promise<{ secret: string; otpauthUrl: string }> {
      const member = await memberOf(identity);
      if (member.totp_enabled_at) {
        throw new AppError('CONFLICT', { message: 'Your second factor is already on. Turn it off first.' });
      }
      const secret = generateSecret();
      await repo.setPendingTotpSecret(db, member.id, secret);
      const label = member.sign_in_email ?? member.email ?? `${member.first_name} ${member.last_name}`.trim();
      return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label, secret }) };
    },

    /** Turns the pending secret on with a code made from it; the recovery codes are shown this once. */
    async enable(identity: RecruiterIdentity, code: string): Promise<{ recoveryCodes: string[] }> {
      const member = await memberOf(identity);
      if (member.totp_enabled_at) {
        throw new AppError('CONFLICT', { message: 'Your second factor is already on.' });
      }
      if (!member.totp_secret) {
        throw new AppError('CONFLICT', { message: 'Start the set-up of the second factor first.' });
      }
      if (!(await takeTotp(db, member.id, member.totp_secret, code))) {
        const message = 'That code is not right. Enter the code your app shows now.';
        throw new AppError('VALIDATION', { message, fields: [{ path: 'code', message }] });
      }
      const recoveryCodes = Array.from({ length: ACCOUNT_LIMITS.recoveryCodes }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        const at = new Date(now()).toISOString();
        await repo.enableTotp(trx, member.id, at, recoveryCodes.map(hashRecoveryCode));
        await audit.append(trx, {
          companyId: member.company_id,
          actor: { recruiter: identity },
          type: 'two_factor_enabled',
        });
      });
      return { recoveryCodes };
    },

    /** Needs the password; refused while the company requires a second factor. */
    async disable(identity: RecruiterIdentity, password: string): Promise<void> {
      const member = await memberOf(identity);
      if (member.require_two_factor === 1) {
        throw new AppError('FORBIDDEN', {
          message: 'Your company requires a second factor: it cannot be turned off.',
        });
      }
      const right = member.password_hash
        ? await passwords.verify(member.password_hash, password)
        : await passwords.verifyNothing(password);
      if (!right) throw new AppError('INVALID_CREDENTIALS', { message: 'The password is not right.' });
      if (!member.totp_secret && !member.totp_enabled_at) return;
      await db.transaction().execute(async (trx) => {
        await repo.clearTotp(trx, member.id);
        if (member.totp_enabled_at) {
          await audit.append(trx, {
            companyId: member.company_id,
            actor: { recruiter: identity },
            type: 'two_factor_disabled',
          });
        }
      });
    },

    /** Whether every member of the company must use a second factor. */
    async setCompanySecurity(
      identity: RecruiterIdentity,
      companyId: number,
      { requireTwoFactor }: CompanySecurity,
    ): Promise<CompanySecurity> {
      requireCompanyAccess(identity, companyId);
      await db.transaction().execute(async (trx) => {
        const was = await repo.companyRequiresTwoFactor(trx, companyId);
        await repo.setCompanyRequiresTwoFactor(trx, companyId, requireTwoFactor);
        await audit.append(trx, {
          companyId,
          actor: { recruiter: identity },
          type: 'settings_changed',
          details: { changed: 'requireTwoFactor', requireTwoFactor, 'was:requireTwoFactor': was },
        });
      });
      return { requireTwoFactor };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
