import type { ContentType } from '@vi/contracts';
import type { MailMessage } from '../../../infra/mail/mailer.js';
import { formatDeadline, htmlPart, oneLine, textPart, type MailBlock } from './mail-parts.js';

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

const DURATION = 'It takes about 10–15 minutes';
const needsOf = (contentType: ContentType) =>
  contentType === 'Video' ? 'a microphone and a camera' : 'a microphone';

function names(input: ApplicantMailInput) {
  return { jobTitle: oneLine(input.jobTitle), companyName: oneLine(input.companyName) };
}

function closing(input: ApplicantMailInput): MailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: `${DURATION} and you will need ${needsOf(input.contentType)}. Please choose a quiet place.`,
    },
    { kind: 'paragraph', text: 'The link is personal; please do not share it.' },
    {
      kind: 'note-link',
      text: 'Your data: you can download a copy of your interview or erase it at any time.',
      label: 'Download or erase your interview',
      url: input.yourDataLink,
    },
  ];
}

const deadlineBlock = (deadline: string | null): MailBlock[] =>
  deadline
    ? [
        {
          kind: 'paragraph',
          text: `Please complete it by ${formatDeadline(deadline)}.`,
          strong: [formatDeadline(deadline)],
        },
      ]
    : [];

function message(blocks: MailBlock[], to: string, subject: string, greeting: string): MailMessage {
  return { to, subject, text: textPart(greeting, blocks), html: htmlPart(greeting, blocks) };
}

/** The invitation: the personal interview link, the job and company, the deadline and the recruiter's note. */
export function buildInvitationMail(input: InvitationMailInput): MailMessage {
  const { jobTitle, companyName } = names(input);
  const note = input.message?.trim();
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `${companyName} invites you to a recorded interview for the position ${jobTitle}.`,
      strong: [jobTitle],
    },
    ...deadlineBlock(input.deadline),
    ...(note
      ? [
          {
            kind: 'quote' as const,
            heading: input.senderName?.trim()
              ? `A message from ${oneLine(input.senderName)}:`
              : `A message from ${companyName}:`,
            text: note,
          },
        ]
      : []),
    { kind: 'link', label: 'Start your interview', url: input.link },
    ...closing(input),
  ];
  return message(
    blocks,
    input.to,
    `Your video interview for ${jobTitle} at ${companyName}`,
    `Hello ${oneLine(input.firstName)},`,
  );
}

const FOLLOW_UP_SUBJECTS: Record<FollowUpKind, (job: string, company: string) => string> = {
  after_invite: (job, company) => `Reminder: your video interview for ${job} at ${company}`,
  before_deadline: (job, company) => `Reminder: your video interview for ${job} at ${company} closes soon`,
  extended: (job, company) => `More time for your video interview for ${job} at ${company}`,
};

function followUpLead(kind: FollowUpKind, input: ApplicantMailInput): MailBlock {
  const { jobTitle, companyName } = names(input);
  switch (kind) {
    case 'after_invite':
      return {
        kind: 'paragraph',
        text: `${companyName} invited you to a recorded interview for the position ${jobTitle}, and you have not started it yet.`,
        strong: [jobTitle],
      };
    case 'before_deadline':
      return {
        kind: 'paragraph',
        text: `Your recorded interview with ${companyName} for the position ${jobTitle} is not finished yet, and its deadline is near.`,
        strong: [jobTitle],
      };
    case 'extended':
      return {
        kind: 'paragraph',
        text: `${companyName} has given you more time for your recorded interview for the position ${jobTitle}.`,
        strong: [jobTitle],
      };
  }
}

/** A reminder, or the news of an extension: the same link, the job and company, the (new) deadline. */
export function buildFollowUpMail(kind: FollowUpKind, input: ApplicantMailInput): MailMessage {
  const { jobTitle, companyName } = names(input);
  const blocks: MailBlock[] = [
    followUpLead(kind, input),
    ...deadlineBlock(input.deadline),
    {
      kind: 'link',
      label: kind === 'before_deadline' ? 'Continue your interview' : 'Start your interview',
      url: input.link,
    },
    ...closing(input),
  ];
  return message(
    blocks,
    input.to,
    FOLLOW_UP_SUBJECTS[kind](jobTitle, companyName),
    `Hello ${oneLine(input.firstName)},`,
  );
}
