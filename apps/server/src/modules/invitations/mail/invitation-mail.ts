import type { ContentType } from '@vi/contracts';
import type { MailMessage } from '../../../infra/mail/mailer.js';
import { mailTexts, type MailTexts } from '../../mail-texts/index.js';
import { htmlPart, oneLine, textPart, type MailBlock } from './mail-parts.js';

/** What every mail to the applicant names: who they are, which job at which company, their link. */
export interface ApplicantMailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  link: string;
  /** The applicant's "Your data" page (download a copy, or erase). */
  yourDataLink: string;
  contentType: ContentType;
  /** UTC ISO; null: no deadline. */
  deadline: string | null;
  /** The questionnaire's language (BCP 47): the mail is written in it. English when absent. */
  language?: string | null;
}

export interface InvitationMailInput extends ApplicantMailInput {
  /** The recruiter's personal note (plain text) and who wrote it. */
  message?: string | null;
  senderName?: string | null;
}

/**
 * Why the applicant hears from us again: `after_invite` (not started yet), `before_deadline` (not
 * finished and the deadline is near), `extended` (a recruiter gave more time).
 */
export type FollowUpKind = 'after_invite' | 'before_deadline' | 'extended';

/** The job and company as the recruiter wrote them, on one line; they are never translated. */
export function names(input: ApplicantMailInput) {
  return { jobTitle: oneLine(input.jobTitle), companyName: oneLine(input.companyName) };
}

/** The mail's greeting, link-and-data lines and parts, in the applicant's language. */
export function applicantMail(input: ApplicantMailInput) {
  const texts = mailTexts(input.language);
  return {
    texts,
    greeting: texts.t('common', 'greeting', { firstName: oneLine(input.firstName) }),
    personal: { kind: 'paragraph', text: texts.t('applicant', 'personalLink') } as MailBlock,
    yourData: {
      kind: 'note-link',
      text: texts.t('applicant', 'yourDataNote'),
      label: texts.t('applicant', 'yourDataLink'),
      url: input.yourDataLink,
    } as MailBlock,
    message(blocks: MailBlock[], subject: string, greeting: string): MailMessage {
      return {
        to: input.to,
        subject,
        text: textPart(greeting, blocks),
        html: htmlPart(greeting, blocks, texts),
      };
    },
  };
}

function closing(input: ApplicantMailInput, mail: ReturnType<typeof applicantMail>): MailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: mail.texts.t('applicant', 'closing', { contentType: input.contentType }),
    },
    mail.personal,
    mail.yourData,
  ];
}

function deadlineBlock(deadline: string | null, texts: MailTexts): MailBlock[] {
  if (!deadline) return [];
  const when = texts.deadline(deadline);
  return [
    { kind: 'paragraph', text: texts.t('applicant', 'completeBy', { deadline: when }), strong: [when] },
  ];
}

/** The invitation: the personal interview link, the job and company, the deadline and the recruiter's note. */
export function buildInvitationMail(input: InvitationMailInput): MailMessage {
  const { jobTitle, companyName } = names(input);
  const mail = applicantMail(input);
  const { t } = mail.texts;
  const note = input.message?.trim();
  const sender = input.senderName?.trim() ? oneLine(input.senderName) : companyName;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('invitation', 'lead', { jobTitle, companyName }), strong: [jobTitle] },
    ...deadlineBlock(input.deadline, mail.texts),
    ...(note
      ? [{ kind: 'quote' as const, heading: t('invitation', 'messageFrom', { sender }), text: note }]
      : []),
    { kind: 'link', label: t('applicant', 'start'), url: input.link },
    ...closing(input, mail),
  ];
  return mail.message(blocks, t('invitation', 'subject', { jobTitle, companyName }), mail.greeting);
}

const FOLLOW_UP_KEYS = {
  after_invite: { subject: 'afterInviteSubject', lead: 'afterInviteLead' },
  before_deadline: { subject: 'beforeDeadlineSubject', lead: 'beforeDeadlineLead' },
  extended: { subject: 'extendedSubject', lead: 'extendedLead' },
} as const satisfies Record<FollowUpKind, { subject: string; lead: string }>;

/** A reminder, or the news of an extension: the same link, the job and company, the (new) deadline. */
export function buildFollowUpMail(kind: FollowUpKind, input: ApplicantMailInput): MailMessage {
  const { jobTitle, companyName } = names(input);
  const mail = applicantMail(input);
  const { t } = mail.texts;
  const keys = FOLLOW_UP_KEYS[kind];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('followUp', keys.lead, { jobTitle, companyName }), strong: [jobTitle] },
    ...deadlineBlock(input.deadline, mail.texts),
    {
      kind: 'link',
      label: t('applicant', kind === 'before_deadline' ? 'continue' : 'start'),
      url: input.link,
    },
    ...closing(input, mail),
  ];
  return mail.message(blocks, t('followUp', keys.subject, { jobTitle, companyName }), mail.greeting);
}
