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

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' });

export interface ErasureMailInput {
  to: string;
  recruiterFirstName: string | null;
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
  const jobTitle = oneLine(input.jobTitle);
  const day = DAY_FORMAT.format(new Date(input.deletedAt));
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `An applicant for ${jobTitle} erased their interview on ${day}.`,
      strong: [jobTitle],
    },
    {
      kind: 'paragraph',
      text: 'Their recordings, transcripts, resume and contact details have been deleted. The interview stays in your list as a deleted entry, without personal data.',
    },
    { kind: 'link', label: 'Open the interview', url: input.interviewLink },
  ];
  const greeting = input.recruiterFirstName?.trim()
    ? `Hello ${oneLine(input.recruiterFirstName)},`
    : 'Hello,';
  return {
    to: input.to,
    subject: `An applicant erased their interview: ${jobTitle}`,
    text: textPart(greeting, blocks),
    html: htmlPart(greeting, blocks),
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
