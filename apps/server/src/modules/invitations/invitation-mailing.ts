import type { FastifyBaseLogger } from 'fastify';
import type { MailStatus, MediaFailureReason } from '@vi/contracts';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../infra/mail/mailer.js';
import { interviewUrl, recruiterInterviewUrl, yourDataUrl } from '../../lib/links.js';
import type { InvitationContext } from './invitation-lifecycle.repository.js';
import { buildAnswerFailedMail } from './mail/answer-failed-mail.js';
import { buildExtensionRequestMail } from './mail/extension-request-mail.js';
import {
  buildFollowUpMail,
  buildInvitationMail,
  type ApplicantMailInput,
  type FollowUpKind,
} from './mail/invitation-mail.js';

export interface InvitationMailerDeps {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The company as the applicant knows it: the job's own company name, else the account's. */
const companyNameOf = (context: InvitationContext) =>
  context.job_company_name?.trim() || context.company_name;

function applicantInput(context: InvitationContext, publicUrl: string): ApplicantMailInput {
  return {
    to: context.email,
    firstName: context.first_name,
    jobTitle: context.job_title,
    companyName: companyNameOf(context),
    link: interviewUrl(publicUrl, context.guid),
    yourDataLink: yourDataUrl(publicUrl, context.guid),
    contentType: context.content_type ?? 'Video',
    deadline: context.deadline,
    language: context.language,
  };
}

/**
 * Who hears of a request for more time: the inviting recruiter, else the job's recruiter or contact,
 * in the language that person chose for their own screens (null: English).
 */
export function recruiterAddressOf(
  context: InvitationContext,
): { to: string; firstName: string | null; language: string | null } | null {
  if (context.inviter_email)
    return {
      to: context.inviter_email,
      firstName: context.inviter_first_name,
      language: context.inviter_language,
    };
  if (context.owner_email)
    return { to: context.owner_email, firstName: context.owner_first_name, language: context.owner_language };
  if (context.job_contact_email) return { to: context.job_contact_email, firstName: null, language: null };
  return null;
}

/**
 * Sends the mails of an invitation's life and says truthfully what became of each: only a mail server's
 * acceptance is `sent`; without one the message is kept in the outbox (`not_configured`).
 */
export function createInvitationMailer({ mailer, publicUrl, log }: InvitationMailerDeps) {
  async function deliver(
    message: MailMessage,
    context: InvitationContext,
    what: string,
  ): Promise<MailStatus> {
    try {
      const { status } = await mailer.send(message);
      return status === 'sent' ? 'sent' : 'not_configured';
    } catch (err) {
      // The outbox row records the failure; the caller decides whether that fails its work.
      log.error({ err, applicationId: context.id, mail: what }, 'invitation mail was not delivered');
      if (err instanceof MailDeliveryError) return 'failed';
      throw err;
    }
  }

  return {
    invitation(context: InvitationContext): Promise<MailStatus> {
      const message = buildInvitationMail({
        ...applicantInput(context, publicUrl),
        message: context.invite_message,
        senderName: fullName(context.inviter_first_name, context.inviter_last_name) || null,
      });
      return deliver(message, context, 'invitation');
    },

    followUp(kind: FollowUpKind, context: InvitationContext): Promise<MailStatus> {
      return deliver(buildFollowUpMail(kind, applicantInput(context, publicUrl)), context, kind);
    },

    /** The applicant's answer to a question could not be processed: the link to record it again. */
    answerFailed(
      context: InvitationContext,
      question: { questionText: string; reason: MediaFailureReason },
    ): Promise<MailStatus> {
      return deliver(
        buildAnswerFailedMail({ ...applicantInput(context, publicUrl), ...question }),
        context,
        'answer-failed',
      );
    },

    /** Null when nobody can be told (no recruiter address is known). */
    async extensionRequest(context: InvitationContext): Promise<MailStatus | null> {
      const recruiter = recruiterAddressOf(context);
      if (!recruiter) {
        log.warn({ applicationId: context.id }, 'a request for more time has no recruiter to mail');
        return null;
      }
      const message = buildExtensionRequestMail({
        to: recruiter.to,
        recruiterFirstName: recruiter.firstName,
        language: recruiter.language,
        applicantName: fullName(context.first_name, context.last_name),
        jobTitle: context.job_title,
        companyName: companyNameOf(context),
        deadline: context.deadline,
        message: context.extension_message,
        interviewLink: recruiterInterviewUrl(publicUrl, context.id),
      });
      return deliver(message, context, 'extension-request');
    },
  };
}
export type InvitationMailer = ReturnType<typeof createInvitationMailer>;
