import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_LIMITS } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { AuditLog } from '../audit/index.js';
import { buildPasswordResetMail, sendLinkMail } from './account-mail.js';
import { hashAccountToken, issueAccountToken, linkStanding, refuseLink } from './account-token.js';
import * as tokens from './account-token.repository.js';
import type { MailLinkThrottle } from './mail-link-throttle.js';
import * as members from './member-credentials.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import { assertAcceptablePassword } from './password-policy.js';
import { deleteSessionsOfUser } from './session.repository.js';

/**
 * Password reset by a link in a mail (docs/accounts.md "Password reset"): single use,
 * ACCOUNT_LIMITS.passwordResetMinutes long. Using it sets the new password, ends every session of the
 * user and voids their other reset links.
 */
export function createPasswordResetService(deps: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  passwords: PasswordHasher;
  audit: AuditLog;
  throttle: MailLinkThrottle;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { db, passwords, audit, throttle, now = Date.now } = deps;

  return {
    /** Resolves alike for an unknown, inactive or throttled address: the route answers 202 to all. */
    async request(email: string, address: string): Promise<void> {
      const admitted = await throttle.admit('password-reset', address, email);
      const member = await members.findMemberBySignInEmail(db, email);
      if (!admitted || !member || member.active !== 1 || !member.sign_in_email) return;
      const minutes = ACCOUNT_LIMITS.passwordResetMinutes;
      const token = await issueAccountToken(db, 'password_reset', member.id, minutes, now());
      const link = `${deps.publicUrl}/v1/password-reset/${token}`;
      const mail = buildPasswordResetMail({
        to: member.sign_in_email,
        firstName: member.first_name,
        link,
        language: member.language,
      });
      sendLinkMail(deps, 'password reset', member.id, mail);
    },

    /** 404 unknown link, 410 used or expired, 400 a refused password (the link then still works). */
    async confirm(token: string, password: string): Promise<void> {
      const tokenHash = hashAccountToken(token);
      const row = await tokens.findAccountToken(db, tokenHash, 'password_reset');
      const standing = linkStanding(row, now());
      if (!row || standing !== 'usable') return refuseLink(standing === 'usable' ? 'unknown' : standing);
      const member = await members.findMember(db, row.user_id);
      if (!member || member.active !== 1) return refuseLink('expired');
      assertAcceptablePassword(password, members.ownWords(member));
      const passwordHash = await passwords.hash(password);
      await db.transaction().execute(async (trx) => {
        const at = new Date(now());
        if (!(await tokens.useAccountToken(trx, tokenHash, at.toISOString()))) refuseLink('used');
        await members.setPasswordHash(trx, member.id, passwordHash);
        await tokens.deleteAccountTokensOf(trx, member.id, 'password_reset', tokenHash);
        const sessionsEnded = await deleteSessionsOfUser(trx, member.id);
        await audit.append(trx, {
          companyId: member.company_id,
          actor: { recruiter: { userId: member.id, companyId: member.company_id, expiresAt: at } },
          type: 'password_reset',
          details: { method: 'link', sessionsEnded },
        });
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
