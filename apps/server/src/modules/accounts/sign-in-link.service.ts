import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_LIMITS, type SessionResponse } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import { buildSignInLinkMail, sendLinkMail } from './account-mail.js';
import { hashAccountToken, issueAccountToken, linkStanding, refuseLink } from './account-token.js';
import * as tokens from './account-token.repository.js';
import type { MailLinkThrottle } from './mail-link-throttle.js';
import * as members from './member-credentials.repository.js';
import type { SessionService } from './session.service.js';
import { checkSecondFactor } from './two-factor.service.js';

/**
 * Passwordless sign-in by a link in a mail (docs/accounts.md "Sign-in links"), offered only when mail
 * can leave the server (SMTP configured): single use, ACCOUNT_LIMITS.signInLinkMinutes long. A member
 * with a second factor also gives a code: the link alone proves only access to the mailbox.
 */
export function createSignInLinkService(deps: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  /** False without SMTP: both routes then answer 404, as if they did not exist. */
  enabled: boolean;
  sessions: SessionService;
  audit: AuditLog;
  throttle: MailLinkThrottle;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { db, sessions, audit, throttle, now = Date.now } = deps;
  const assertEnabled = () => {
    if (!deps.enabled)
      throw new AppError('NOT_FOUND', { message: 'Sign-in by email link is not offered here.' });
  };

  return {
    enabled: deps.enabled,

    /** Resolves alike for an unknown, inactive or throttled address: the route answers 202 to all. */
    async request(email: string, address: string): Promise<void> {
      assertEnabled();
      const admitted = await throttle.admit('sign-in-link', address, email);
      const member = await members.findMemberBySignInEmail(db, email);
      if (!admitted || !member || member.active !== 1 || !member.sign_in_email) return;
      const minutes = ACCOUNT_LIMITS.signInLinkMinutes;
      const token = await issueAccountToken(db, 'sign_in_link', member.id, minutes, now());
      const link = `${deps.publicUrl}/v1/sign-in/link/${token}`;
      const mail = buildSignInLinkMail({
        to: member.sign_in_email,
        firstName: member.first_name,
        link,
        language: member.language,
      });
      sendLinkMail(deps, 'sign-in link', member.id, mail);
    },

    /**
     * 404 unknown link, 410 used or expired. With a second factor: 401 TOTP_REQUIRED without a code (the
     * link still works), 401 INVALID_CREDENTIALS with a wrong one (the link is used up: a fresh link is
     * needed for each guess, so its code cannot be guessed at leisure).
     */
    async confirm(
      request: FastifyRequest,
      reply: FastifyReply,
      body: { token: string; totp?: string | undefined },
    ): Promise<SessionResponse> {
      assertEnabled();
      const tokenHash = hashAccountToken(body.token);
      const row = await tokens.findAccountToken(db, tokenHash, 'sign_in_link');
      const standing = linkStanding(row, now());
      if (!row || standing !== 'usable') return refuseLink(standing === 'usable' ? 'unknown' : standing);
      const member = await members.findMember(db, row.user_id);
      if (!member || member.active !== 1) return refuseLink('expired');
      if (member.totp_enabled_at && body.totp === undefined) {
        throw new AppError('TOTP_REQUIRED', { message: 'Enter the code from your authenticator app.' });
      }
      const at = new Date(now());
      if (!(await tokens.useAccountToken(db, tokenHash, at.toISOString()))) return refuseLink('used');
      if (member.totp_enabled_at && !(await checkSecondFactor(db, member, body.totp ?? ''))) {
        throw new AppError('INVALID_CREDENTIALS', {
          message: 'That code is not right. Please ask for a new sign-in link.',
        });
      }
      await sessions.start(request, reply, {
        userId: member.id,
        companyId: member.company_id,
        method: 'link',
      });
      await members.setLastSignIn(db, member.id, at.toISOString());
      await audit.append(db, {
        companyId: member.company_id,
        actor: { recruiter: { userId: member.id, companyId: member.company_id, expiresAt: at } },
        type: 'signed_in',
        details: { method: 'link' },
      });
      return {
        userId: member.id,
        companyId: member.company_id,
        email: member.sign_in_email ?? '',
        role: member.role,
      };
    },
  };
}

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;
