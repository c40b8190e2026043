import type { MailStatus } from '@vi/contracts';
import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { dateLocale } from '../../shared/lib/recruiter/dates';
import { REVIEW } from './texts';

/**
 * Texts of the review screen's invitation panel (deadlines, requests for more time; docs/invitations.md),
 * in the recruiter's language.
 */
export const INVITATION_TEXTS = recruiterTexts(REVIEW, 'invitation', {
  newDeadlineHelp: (zone: string) => REVIEW.t('invitation.newDeadlineHelp', { zone }),
  extended: (deadline: string) => REVIEW.t('invitation.extended', { deadline }),
});

/** What the extension's mail did, said after "The deadline is now …". */
export const EXTENSION_MAIL_TEXTS: Readonly<Record<MailStatus, string>> = recruiterTexts(
  REVIEW,
  'invitationMail',
);

/** What a resent invitation's mail did. */
export const RESENT_TEXTS: Readonly<Record<MailStatus, string>> = recruiterTexts(REVIEW, 'invitationResent');

const COPY_LINK_TEXTS = recruiterTexts(REVIEW, 'invitationCopy');

/** The interview link's copy button. */
export const copyLinkTexts = () => ({
  copy: COPY_LINK_TEXTS.copy,
  copied: COPY_LINK_TEXTS.copied,
  failed: COPY_LINK_TEXTS.failed,
});

/** A moment in the recruiter's own time zone, named: "Dec 4, 2026, 5:00 PM (Europe/Berlin)". */
export function formatDeadline(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${at.toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' })} (${zone})`;
}
