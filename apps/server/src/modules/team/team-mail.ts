import type { Role } from '@vi/contracts';
import type { MailMessage } from '../../infra/mail/mailer.js';
import { htmlPart, oneLine, textPart, type MailBlock } from '../invitations/index.js';
import { mailTexts } from '../mail-texts/index.js';

/** The team page's address of an invitation: the web app's acceptance page (docs/accounts.md). */
export const teamInvitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/v1/team-invitations/${encodeURIComponent(token)}`;

/**
 * To the person invited: who asks them to join which company, as what, and until when. Nobody knows the
 * invited person's language yet, so the mail is in the inviting member's own (`users.language`; null:
 * English): the colleague who invites most likely shares it.
 */
export function buildTeamInvitationMail(input: {
  to: string;
  /** Null when the company has no name on record: the mail says "your company". */
  companyName: string | null;
  inviterName: string | null;
  /** The inviting member's interface language. */
  language: string | null;
  role: Role;
  link: string;
  expiresAt: string;
}): MailMessage {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const companyName = input.companyName ? oneLine(input.companyName) : t('teamInvitation', 'yourCompany');
  const inviter = input.inviterName ? oneLine(input.inviterName) : null;
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: inviter
        ? t('teamInvitation', 'lead', { inviter, companyName, role: input.role })
        : t('teamInvitation', 'leadNoInviter', { companyName, role: input.role }),
      strong: [companyName],
    },
    { kind: 'link', label: t('teamInvitation', 'button'), url: input.link },
    { kind: 'paragraph', text: t('teamInvitation', 'validity', { day: texts.day(input.expiresAt) }) },
  ];
  const greeting = t('common', 'greetingNoName');
  return {
    to: input.to,
    subject: t('teamInvitation', 'subject', { companyName }),
    text: textPart(greeting, blocks),
    html: htmlPart(greeting, blocks, texts),
  };
}
