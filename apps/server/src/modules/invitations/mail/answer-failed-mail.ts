import type { MediaFailureReason } from '@vi/contracts';
import type { MailMessage } from '../../../infra/mail/mailer.js';
import { applicantMail, names, type ApplicantMailInput } from './invitation-mail.js';
import { oneLine, type MailBlock } from './mail-parts.js';

export interface AnswerFailedMailInput extends ApplicantMailInput {
  /** The question whose answer could not be processed, as the applicant saw it. */
  questionText: string;
  /** Why (said in plain words in the mail's language). */
  reason: MediaFailureReason;
}

/**
 * To the applicant: an answer accepted at Submit turned out not to be usable (a damaged recording), so
 * the interview is open again for that question only. The link is the interview's own; the applicant's
 * other answers are kept and the question page opens on the one to record.
 */
export function buildAnswerFailedMail(input: AnswerFailedMailInput): MailMessage {
  const { jobTitle, companyName } = names(input);
  const mail = applicantMail(input);
  const { t } = mail.texts;
  const reason = t('mediaFailure', input.reason);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('answerFailed', 'lead', { jobTitle, companyName }), strong: [jobTitle] },
    { kind: 'quote', heading: t('answerFailed', 'questionHeading'), text: oneLine(input.questionText) },
    { kind: 'paragraph', text: t('answerFailed', 'reason', { reason }) },
    ...(input.deadline
      ? [
          {
            kind: 'paragraph' as const,
            text: t('answerFailed', 'recordBy', { deadline: mail.texts.deadline(input.deadline) }),
          },
        ]
      : []),
    { kind: 'link', label: t('answerFailed', 'button'), url: input.link },
    mail.personal,
    mail.yourData,
  ];
  return mail.message(blocks, t('answerFailed', 'subject', { jobTitle, companyName }), mail.greeting);
}
