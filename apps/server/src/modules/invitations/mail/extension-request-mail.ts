import type { MailMessage } from '../../../infra/mail/mailer.js';
import { mailTexts } from '../../mail-texts/index.js';
import { htmlPart, oneLine, textPart, type MailBlock } from './mail-parts.js';

export interface ExtensionRequestMailInput {
  to: string;
  recruiterFirstName: string | null;
  /** The recruiter's own interface language (`users.language`); English when not chosen. */
  language?: string | null;
  applicantName: string;
  jobTitle: string;
  companyName: string;
  /** The deadline that passed (or is about to). */
  deadline: string | null;
  /** The applicant's note (plain text), if any. */
  message: string | null;
  /** The recruiter's screen of this interview, where "Extend" is. */
  interviewLink: string;
}

/** To the recruiter who sent the invitation: an applicant asks for more time. */
export function buildExtensionRequestMail(input: ExtensionRequestMailInput): MailMessage {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const applicant = oneLine(input.applicantName);
  const jobTitle = oneLine(input.jobTitle);
  const companyName = oneLine(input.companyName);
  const note = input.message?.trim();
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: t('extensionRequest', 'lead', { applicant, jobTitle, companyName }),
      strong: [applicant],
    },
    ...(input.deadline
      ? [
          {
            kind: 'paragraph' as const,
            text: t('extensionRequest', 'deadlineWas', { deadline: texts.deadline(input.deadline) }),
          },
        ]
      : []),
    ...(note
      ? [{ kind: 'quote' as const, heading: t('extensionRequest', 'wrote', { applicant }), text: note }]
      : []),
    { kind: 'link', label: t('extensionRequest', 'button'), url: input.interviewLink },
  ];
  const greeting = input.recruiterFirstName?.trim()
    ? t('common', 'greeting', { firstName: oneLine(input.recruiterFirstName) })
    : t('common', 'greetingNoName');
  return {
    to: input.to,
    subject: t('extensionRequest', 'subject', { applicant, jobTitle }),
    text: textPart(greeting, blocks),
    html: htmlPart(greeting, blocks, texts),
  };
}
