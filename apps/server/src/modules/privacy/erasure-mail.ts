import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Mailer, MailMessage } from '../../infra/mail/mailer.js';
import { recruiterInterviewUrl } from '../../lib/links.js';
import {
  findInvitationContext,
  recruiterAddressOf,
  htmlPart,
  oneLine,
  textPart,
  type MailBlock,
} from '../invitations/index.js';
import { mailTexts } from '../mail-texts/index.js';

export interface ErasureMailInput {
  to: string;
  recruiterFirstName: string | null;
  /** The recruiter's own interface language (`users.language`); English when not chosen. */
  language?: string | null;
  jobTitle: string;
  /** When the erasure happened (UTC ISO). */
  deletedAt: string;
  /** The recruiter's screen of the interview, where its tombstone shows. */
  interviewLink: string;
}

/**
 * To the recruiter who invited: an applicant erased their interview. It names the job and the day only;
 * the applicant's name, address and answers are gone and are not repeated here.
 */
export function buildErasureMail(input: ErasureMailInput): MailMessage {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const jobTitle = oneLine(input.jobTitle);
  const day = texts.day(input.deletedAt);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('erasure', 'lead', { jobTitle, day }), strong: [jobTitle] },
    { kind: 'paragraph', text: t('erasure', 'deleted') },
    { kind: 'link', label: t('erasure', 'button'), url: input.interviewLink },
  ];
  const greeting = input.recruiterFirstName?.trim()
    ? t('common', 'greeting', { firstName: oneLine(input.recruiterFirstName) })
    : t('common', 'greetingNoName');
  return {
    to: input.to,
    subject: t('erasure', 'subject', { jobTitle }),
    text: textPart(greeting, blocks),
    html: htmlPart(greeting, blocks, texts),
  };
}

export class ErasureMailError extends Error {
  override name = 'ErasureMailError';
}

/** Mails the inviting recruiter (else the job's recruiter or contact) of an applicant's erasure. */
export async function sendErasureMail(
  deps: { db: Kysely<DB>; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  applicationId: string,
): Promise<'sent' | 'logged' | 'skipped'> {
  const [context, row] = await Promise.all([
    findInvitationContext(deps.db, applicationId),
    deps.db
      .selectFrom('applications')
      .select(['deleted_at'])
      .where('id', '=', applicationId)
      .executeTakeFirst(),
  ]);
  if (!context || !row?.deleted_at) return 'skipped';
  const recruiter = recruiterAddressOf(context);
  if (!recruiter) {
    deps.log.warn({ applicationId }, 'an erasure has no recruiter to mail');
    return 'skipped';
  }
  const message = buildErasureMail({
    to: recruiter.to,
    recruiterFirstName: recruiter.firstName,
    language: recruiter.language,
    jobTitle: context.job_title,
    deletedAt: row.deleted_at,
    interviewLink: recruiterInterviewUrl(deps.publicUrl, applicationId),
  });
  try {
    const { status } = await deps.mailer.send(message);
    return status;
  } catch (err) {
    throw new ErasureMailError('the recruiter could not be mailed of an erasure', { cause: err });
  }
}
