import type { ContentType } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-invitations.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * Texts of the Invite Applicant modal, its confirmation and the bulk invite (recruiter spec §2, §5, §8), in
 * the recruiter's language (docs/languages.md). English keeps the spec's wording.
 */
export const INVITATIONS = recruiterNamespace('recruiter-invitations', english);

export const INVITE_TEXTS = recruiterTexts(INVITATIONS, 'invite', {
  jobCount: (count: number) => INVITATIONS.t('invite.jobCount', { count }),
  deadlineHelp: (timeZone: string, defaultDays: number | null) =>
    defaultDays
      ? INVITATIONS.t('invite.deadlineHelpDays', { timeZone, days: defaultDays })
      : INVITATIONS.t('invite.deadlineHelp', { timeZone }),
  personalMessageHelp: (length: number, max: number) =>
    INVITATIONS.t('invite.personalMessageHelp', { length, max }),
});

export const DETAILS_TEXTS = recruiterTexts(INVITATIONS, 'details', {
  messageTooLong: (max: number) => INVITATIONS.t('details.messageTooLong', { max }),
});

/**
 * The form's validation messages. Their English is the spec's: @vi/contracts' MESSAGES and the words of
 * the contracts' field schemas and the deadline check, which the server answers with too.
 */
export const INVITE_MESSAGES = recruiterTexts(INVITATIONS, 'validation');

type ValidationKey = keyof typeof INVITE_MESSAGES;
const VALIDATION_KEYS = Object.keys(english.validation) as ValidationKey[];

/**
 * A message the shared checks word in English (a MESSAGES text, a field schema's or the deadline check's),
 * in the recruiter's language; one this catalogue does not know is shown as it is.
 */
export function inviteMessage(text: string): string;
export function inviteMessage(text: string | undefined): string | undefined;
export function inviteMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = VALIDATION_KEYS.find((candidate) => english.validation[candidate] === text);
  return key === undefined ? text : INVITE_MESSAGES[key];
}

/** The confirmation after an invite: it says truthfully whether the mail went out. */
export const CONFIRMATION_TEXTS = recruiterTexts(INVITATIONS, 'confirmation', {
  sentTo: (email: string) => INVITATIONS.t('confirmation.sentTo', { email }),
  invited: (email: string) => INVITATIONS.t('confirmation.invited', { email }),
  forJob: (title: string) => INVITATIONS.t('confirmation.forJob', { title }),
  deadline: (when: string) => INVITATIONS.t('confirmation.deadline', { when }),
});

/** A questionnaire's answer format, as its badge names it. */
export const CONTENT_TYPE_NAMES: Readonly<Record<ContentType, string>> = recruiterTexts(
  INVITATIONS,
  'contentTypes',
);
