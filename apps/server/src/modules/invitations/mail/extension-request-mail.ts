import type { MailMessage } from '../../../infra/mail/mailer.js';
import { formatDeadline, htmlPart, oneLine, textPart, type MailBlock } from './mail-parts.js';

export interface ExtensionRequestMailInput {
  to: string;
  recruiterFirstName: string | null;
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
  const applicant = oneLine(input.applicantName);
  const jobTitle = oneLine(input.jobTitle);
  const companyName = oneLine(input.companyName);
  const note = input.message?.trim();
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `${applicant} asks for more time to complete the recorded interview for ${jobTitle} at ${companyName}.`,
      strong: [applicant],
    },
    ...(input.deadline
      ? [{ kind: 'paragraph' as const, text: `The deadline was ${formatDeadline(input.deadline)}.` }]
      : []),
    ...(note ? [{ kind: 'quote' as const, heading: `${applicant} wrote:`, text: note }] : []),
    { kind: 'link', label: 'Open the interview to extend the deadline', url: input.interviewLink },
  ];
  const greeting = input.recruiterFirstName?.trim()
    ? `Hello ${oneLine(input.recruiterFirstName)},`
    : 'Hello,';
  return {
    to: input.to,
    subject: `${applicant} asks for more time: ${jobTitle}`,
    text: textPart(greeting, blocks),
    html: htmlPart(greeting, blocks),
  };
}
