import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecruiterIdentity, Role } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { findCompanyName } from '../companies/index.js';
import { nameOf } from './member-name.js';
import { buildTeamInvitationMail, teamInvitationUrl } from './team-mail.js';
import * as repo from './team.repository.js';

/** Mails team invitations; says `sent` only when a mail server took the mail. */
export function createTeamInvitationMailer({
  db,
  mailer,
  publicUrl,
  log,
}: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  /** Sends the mail; true only when a mail server accepted it. A failure leaves the link to copy. */
  async function mailInvitation(message: Parameters<Mailer['send']>[0]): Promise<boolean> {
    try {
      return (await mailer.send(message)).status === 'sent';
    } catch (err) {
      log.error({ err }, 'team invitation mail was not delivered');
      return false;
    }
  }

  /** Mails an invitation's link in the inviting member's language; `sent` only when a mail server took it. */
  async function mailLink(
    identity: RecruiterIdentity,
    companyId: number,
    invitation: { email: string; role: Role; token: string; expiresAt: string },
  ): Promise<{ sent: boolean; link: string }> {
    const link = teamInvitationUrl(publicUrl, invitation.token);
    const inviterRow = await repo.findMember(db, companyId, identity.userId);
    const sent = await mailInvitation(
      buildTeamInvitationMail({
        to: invitation.email,
        companyName: (await findCompanyName(db, companyId)) ?? null,
        inviterName: inviterRow ? nameOf(inviterRow) || null : null,
        language: inviterRow?.language ?? null,
        role: invitation.role,
        link,
        expiresAt: invitation.expiresAt,
      }),
    );
    return { sent, link };
  }

  return { mailLink };
}
