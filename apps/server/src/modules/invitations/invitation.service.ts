import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isClosedJobStatus,
  MESSAGES,
  NO_ACCOMMODATIONS,
  type ContentType,
  type InviteConflictReason,
  type InviteFields,
  type MailStatus,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB, JobRow } from '../../db/schema.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError } from '../../lib/app-error.js';
import { mergeAccommodations, readSettings, storedAccommodations } from '../../lib/interview-limits.js';
import { interviewUrl } from '../../lib/links.js';
import { requireOwnRecord } from '../auth/index.js';
import * as companies from '../companies/index.js';
import * as jobs from '../jobs/index.js';
import { isUniqueViolation } from '../../db/dialect.js';
import type { CompanyEvents } from '../webhooks/index.js';
import { parseInviteFields, readInviteForm, type InvitePart } from './invite-form.js';
import { defaultDeadline } from './deadline.js';
import { createInvitationMailer } from './invitation-mailing.js';
import { findInvitationContext } from './invitation-lifecycle.repository.js';
import * as repo from './invitation.repository.js';
import { storeResume, type StoredResume } from './resume-upload.js';

export const DIFFERENT_NAME_MESSAGE =
  'An applicant with this email is already in our system under a different name.';

const alreadyInvited = (cause?: unknown) =>
  new AppError('CONFLICT', { message: MESSAGES.alreadyInvited, reason: 'ALREADY_INVITED', cause });

interface Invitation {
  guid: string;
  job: JobRow;
  contentType: ContentType;
  deadline: string | null;
}

export interface InviteResult {
  applicationGuid: string;
  interviewUrl: string;
  mailSent: boolean;
  mailStatus: MailStatus;
  deadline: string | null;
}

interface Deps {
  db: Kysely<DB>;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  events: CompanyEvents;
}

export function createInvitationService({ db, storage, mailer, publicUrl, log, events }: Deps) {
  const invitationMailer = createInvitationMailer({ mailer, publicUrl, log });
  const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  /** The job, if invitations to it can be made: the caller's company's, open, with an active questionnaire. */
  async function findInvitableJob(trx: Kysely<DB>, identity: RecruiterIdentity, jobId: number) {
    const job = requireOwnRecord(identity, await jobs.findJob(trx, jobId), 'Job');
    if (isClosedJobStatus(job.status)) {
      throw new AppError('VALIDATION', { message: 'This job is closed.' });
    }
    const questionnaire = await repo.findAttachedQuestionnaire(trx, job.id);
    if (!questionnaire || questionnaire.active !== 1 || questionnaire.company_id !== job.company_id) {
      throw new AppError('VALIDATION', { message: MESSAGES.jobNeedsQuestionnaire });
    }
    return { job, questionnaire };
  }

  /** Checks and writes in one transaction; the unique constraints catch what a concurrent request slipped in. */
  async function recordInvitation(
    identity: RecruiterIdentity,
    fields: InviteFields,
    applicationId: string,
    resume: StoredResume | undefined,
  ): Promise<Invitation> {
    return db.transaction().execute(async (trx) => {
      const { job, questionnaire } = await findInvitableJob(trx, identity, fields.jobId);

      const applicantId = await resolveApplicant(trx, identity.companyId, job.id, fields);
      const guid = randomUUID();
      // Omitted: the questionnaire's default; an explicit empty value: no deadline at all.
      const deadline =
        fields.deadline === undefined
          ? defaultDeadline(readSettings(questionnaire.settings).deadlineDays)
          : fields.deadline;
      await repo.insertApplication(trx, {
        id: applicationId,
        guid,
        company_id: identity.companyId,
        job_id: job.id,
        applicant_id: applicantId,
        questionnaire_id: questionnaire.id,
        invited_by: (await companies.isCompanyUser(trx, identity.companyId, identity.userId))
          ? identity.userId
          : null,
        resume_key: resume?.key ?? null,
        resume_name: resume?.name ?? null,
        resume_type: resume?.type ?? null,
        accommodations: storedAccommodations(mergeAccommodations(NO_ACCOMMODATIONS, fields)),
        deadline,
        invite_message: fields.message ?? null,
      });
      return { guid, job, contentType: questionnaire.content_type, deadline };
    });
  }

  /** One applicant row per person and company: the same person invited to another job reuses it. */
  async function resolveApplicant(
    trx: Kysely<DB>,
    companyId: number,
    jobId: number,
    fields: InviteFields,
  ): Promise<string> {
    const existing = await repo.findApplicantByEmail(trx, companyId, fields.email);
    if (!existing) {
      const id = randomUUID();
      await repo.insertApplicant(trx, {
        id,
        companyId,
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone ?? null,
      });
      return id;
    }
    if (await repo.hasApplication(trx, jobId, existing.id)) throw alreadyInvited();
    if (!sameName(existing.first_name, fields.firstName) || !sameName(existing.last_name, fields.lastName)) {
      throw new AppError('CONFLICT', { message: DIFFERENT_NAME_MESSAGE, reason: 'ALREADY_IN_SYSTEM' });
    }
    if (fields.phone && fields.phone !== existing.phone) {
      await repo.updateApplicantPhone(trx, existing.id, fields.phone);
    }
    return existing.id;
  }

  async function recordWithRetry(...args: Parameters<typeof recordInvitation>): Promise<Invitation> {
    try {
      return await recordInvitation(...args);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    // A concurrent request committed first; a second look sees its rows and answers 409 where it should.
    try {
      return await recordInvitation(...args);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyInvited(err);
      throw err;
    }
  }

  /** Mail trouble never undoes an invitation: the outbox row says what happened, the log says why. */
  async function sendInvitation(applicationId: string): Promise<MailStatus> {
    const context = await findInvitationContext(db, applicationId);
    if (!context) return 'failed';
    return invitationMailer.invitation(context);
  }

  /** The link goes out by mail, and to the company's webhooks. */
  async function announce(
    fields: InviteFields,
    applicationId: string,
    invitation: Invitation,
  ): Promise<InviteResult> {
    const link = interviewUrl(publicUrl, invitation.guid);
    const mailStatus = await sendInvitation(applicationId);
    await events.emitInterviewEvent('invitation.created', applicationId, {
      applicationGuid: invitation.guid,
      interviewUrl: link,
      applicant: { firstName: fields.firstName, lastName: fields.lastName, email: fields.email },
    });
    return {
      applicationGuid: invitation.guid,
      interviewUrl: link,
      mailSent: mailStatus === 'sent',
      mailStatus,
      deadline: invitation.deadline,
    };
  }

  /** Cleanup must not hide the reason the request failed. */
  async function discardResume(key: string) {
    await storage
      .delete(key)
      .catch((err: unknown) => log.warn({ err, key }, 'could not remove a refused resume'));
  }

  return {
    /** Reads the multipart form, stores the resume, records the application, then mails the link. */
    async invite(identity: RecruiterIdentity, parts: AsyncIterable<InvitePart>): Promise<InviteResult> {
      const applicationId = randomUUID();
      const upload: { resume?: StoredResume } = {};
      let invitation: Invitation;
      let fields: InviteFields;
      try {
        const raw = await readInviteForm(parts, async (file) => {
          if (upload.resume) {
            throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Only one file (the resume) can be sent.' });
          }
          upload.resume = await storeResume(storage, `resumes/${identity.companyId}/${applicationId}`, file);
        });
        fields = parseInviteFields(raw);
        invitation = await recordWithRetry(identity, fields, applicationId, upload.resume);
      } catch (err) {
        if (upload.resume) await discardResume(upload.resume.key);
        throw err;
      }
      return announce(fields, applicationId, invitation);
    },

    /** An invitation from fields already checked (a bulk invite's row): the same rules, mail and events. */
    async inviteWithFields(identity: RecruiterIdentity, fields: InviteFields): Promise<InviteResult> {
      const applicationId = randomUUID();
      const invitation = await recordWithRetry(identity, fields, applicationId, undefined);
      return announce(fields, applicationId, invitation);
    },

    /** Throws as an invitation to this job would (not found, closed, no active questionnaire). */
    async checkInvitableJob(identity: RecruiterIdentity, jobId: number): Promise<void> {
      await findInvitableJob(db, identity, jobId);
    },

    /** Why inviting this person to this job would be refused as a conflict, without inviting them. */
    async findConflict(
      identity: RecruiterIdentity,
      jobId: number,
      fields: Pick<InviteFields, 'email' | 'firstName' | 'lastName'>,
    ): Promise<InviteConflictReason | undefined> {
      const existing = await repo.findApplicantByEmail(db, identity.companyId, fields.email);
      if (!existing) return undefined;
      if (await repo.hasApplication(db, jobId, existing.id)) return 'ALREADY_INVITED';
      const isSamePerson =
        sameName(existing.first_name, fields.firstName) && sameName(existing.last_name, fields.lastName);
      return isSamePerson ? undefined : 'ALREADY_IN_SYSTEM';
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
