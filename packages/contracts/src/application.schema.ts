import { z } from 'zod';
import { AiNoticeSchema } from './ai-notice.schema.js';
import { ErrorResponseSchema } from './common.schema.js';
import { MESSAGES } from './errors.js';
import { AccommodationsInputSchema } from './interview-settings.schema.js';
import { InvitationDeadlineSchema, MailStatusSchema, PlainTextSchema } from './invitation.schema.js';
import { INVITATION_LIMITS } from './limits.js';
import { ContentTypeSchema } from './questionnaire.schema.js';

/** Interview status on the wire: the spec's two values. A Completed interview never goes back. */
export const InterviewStatusSchema = z.enum(['Incomplete', 'Completed']);
export type InterviewStatus = z.infer<typeof InterviewStatusSchema>;

/** Names keep letters (any script), spaces, apostrophes and hyphens. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
/** The spec's "simple x@y.z" pattern. */
/**
 * The spec's "simple x@y.z pattern", with the domain a host name (letters, digits, hyphens, dots) and no
 * separators or quotes in the local part: an address such as `sam@x.io;=HYPERLINK(…)` is no address, and
 * would otherwise reach a spreadsheet through an export.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@,;:"<>()[\]\\]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
export const PHONE_PATTERN = /^[0-9-]+$/;

const personName = (label: string) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(100, `${label} must be at most 100 characters`)
    .regex(PERSON_NAME_PATTERN, `${label} may contain letters, spaces, apostrophes and hyphens only`);

/** The text fields of POST /invite/create-application (multipart); the resume is a file part. */
export const InviteFieldsSchema = z.object({
  jobId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: MESSAGES.selectJob }).int(MESSAGES.selectJob).positive(MESSAGES.selectJob),
  ),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: z
    .string({ error: MESSAGES.fieldRequired })
    .transform((v) => v.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z.string().min(1, MESSAGES.fieldRequired).max(254).regex(SIMPLE_EMAIL_PATTERN, MESSAGES.invalidEmail),
    ),
  phone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(30, 'Phone number must be at most 30 characters')
      .regex(PHONE_PATTERN, MESSAGES.phoneChars)
      .optional(),
  ),
  /** Accommodations (optional): extra time in percent of each limit, extra tries, audio-only answers. */
  ...AccommodationsInputSchema.shape,
  /**
   * ISO 8601 with a time zone. Omitted: the questionnaire's default deadline (if it has one); '' : no
   * deadline at all.
   */
  deadline: z.preprocess((v) => (v === '' ? null : v), InvitationDeadlineSchema.nullable().optional()),
  /** The recruiter's personal note in the mail: plain text, never HTML. */
  message: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    PlainTextSchema(INVITATION_LIMITS.messageMaxChars, 'Personal message').optional(),
  ),
});
export type InviteFields = z.infer<typeof InviteFieldsSchema>;

export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const InviteResponseSchema = z.object({
  success: z.literal(true),
  statusCode: z.number().int(),
  message: z.string(),
  data: z.object({
    applicationGuid: z.string(),
    interviewUrl: z.string(),
    /**
     * Whether a mail server accepted the invitation. False when none is configured (the mail is only kept
     * in the outbox) or it refused: the recruiter then passes the link on. Optional for older servers.
     */
    mailSent: z.boolean().optional(),
    mailStatus: MailStatusSchema.optional(),
    deadline: z.string().nullable().optional(),
  }),
});
export type InviteResponse = z.infer<typeof InviteResponseSchema>;

/**
 * Reasons of a 409 from POST /invite/create-application: the same applicant already invited to this job,
 * or the email belongs to an applicant with another name.
 */
export const InviteConflictReasonSchema = z.enum(['ALREADY_INVITED', 'ALREADY_IN_SYSTEM']);
export type InviteConflictReason = z.infer<typeof InviteConflictReasonSchema>;

/** The whole multipart form, for the API document: the server reads it part by part, streaming the resume. */
export const InviteFormSchema = InviteFieldsSchema.extend({ resume: z.file().optional() });

/**
 * Errors of POST /invite/create-application also say `success: false` (the spec's client reads it); only
 * a body the server could not even parse (e.g. malformed JSON) comes without it.
 */
export const InviteErrorResponseSchema = ErrorResponseSchema.extend({
  success: z.literal(false).optional(),
  /** Why a 409 was refused, so a client need not read the English message. */
  reason: InviteConflictReasonSchema.optional(),
});
export type InviteErrorResponse = z.infer<typeof InviteErrorResponseSchema>;

/**
 * The guid in an applicant's path is checked by the server, not here: anything that is not a known
 * UUID v4 is answered like an unknown one (404 'No application found for this applicant.'), so the
 * applicant's screen always says the same thing. The bound mirrors the router's parameter limit.
 */
export const ApplicantGuidParamsSchema = z.object({ applicantGuid: z.string().max(200) });
export const ApplicationGuidParamsSchema = z.object({ applicationGuid: z.string().max(200) });

/** One item of GET /interview/{applicantGuid} (the spec's client uses the first of the list). */
export const ApplicantInterviewSchema = z.object({
  _id: z.string(),
  interviewId: z.string(),
  applicationGuid: z.string(),
  applicantGuid: z.string(),
  jobId: z.number().int(),
  companyId: z.number().int(),
  status: InterviewStatusSchema,
  firstName: z.string(),
  questionnaireId: z.string().nullable(),
  contentType: ContentTypeSchema.nullable(),
  /** The questionnaire's language (BCP 47): the applicant's screens follow it. Optional for older servers. */
  language: z.string().optional(),
  consentGiven: z.boolean(),
  transcriptionConsent: z.boolean(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When the invitation expires (ISO 8601, UTC); null: no deadline. Optional for older servers. */
  deadline: z.string().nullable().optional(),
  /** What the AI notice before consent says (docs/privacy.md). Optional for older servers. */
  aiNotice: AiNoticeSchema.optional(),
});
export type ApplicantInterview = z.infer<typeof ApplicantInterviewSchema>;
export const ApplicantInterviewListSchema = z.array(ApplicantInterviewSchema);

export const PatchInterviewBodySchema = z.object({ status: InterviewStatusSchema });

export const ConsentBodySchema = z.object({
  termsAccepted: z.literal(true, { error: 'You must accept the terms of use to continue.' }),
  privacyAccepted: z.literal(true, { error: 'You must accept the privacy policy to continue.' }),
  transcriptionConsent: z.boolean({ error: 'transcriptionConsent must be true or false' }),
});
export const ConsentResponseSchema = z.object({
  consentedAt: z.string(),
  termsVersion: z.string(),
  /**
   * Whether answers will be transcribed: the applicant's consent, and only when transcription was on
   * for this interview (the AI notice said so); false otherwise, whatever the body sent.
   */
  transcriptionConsent: z.boolean(),
  /** The AI notice shown with this consent (AI_NOTICE_VERSION). Optional for older servers. */
  aiNoticeVersion: z.string().optional(),
});

/**
 * GET /answer/{applicationGuid}/receipt: what the server holds of the applicant's recorded answers, for the
 * success page, which says "complete" only for answers held. `processing`: accepted, media still being made
 * (it may yet be refused); `needsNewAnswer`: refused after Submit, the question open again.
 */
export const AnswerReceiptSchema = z.object({
  status: InterviewStatusSchema,
  ready: z.number().int(),
  processing: z.number().int(),
  needsNewAnswer: z.array(
    z.object({ questionId: z.string(), questionText: z.string(), message: z.string() }),
  ),
});
export type AnswerReceipt = z.infer<typeof AnswerReceiptSchema>;

/** POST /answer/{applicationGuid}/initialize: where each question stands, so a reload can resume. */
export const InitializeAnswersResponseSchema = z.object({
  applicationGuid: z.string(),
  status: InterviewStatusSchema,
  questions: z.array(
    z.object({
      questionId: z.string(),
      questionText: z.string(),
      /** A recording, or (docs/questions.md) a stored choice or text, or a skip of an optional question. */
      answered: z.boolean(),
      attemptsUsed: z.number().int(),
      attemptsLeft: z.number().int(),
      /**
       * Set when the answer submitted for this question could not be processed (not a usable recording):
       * the plain-words message to show; the question is open again and that take cost no try.
       */
      mediaFailure: z.string().nullable().optional(),
    }),
  ),
  /** This applicant's limits: the questionnaire's settings after their accommodations. */
  answerTimeSeconds: z.number().int(),
  thinkTimeSeconds: z.number().int(),
  triesPerQuestion: z.number().int(),
  practiceQuestion: z.boolean(),
  /** A video questionnaire this applicant may answer with audio only (an accommodation). */
  audioOnlyAllowed: z.boolean(),
});
export type InitializeAnswersResponse = z.infer<typeof InitializeAnswersResponseSchema>;

export const LogLevelSchema = z.enum(['error', 'warn', 'info', 'debug']);
export const ClientLogBodySchema = z.object({
  level: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), LogLevelSchema),
  message: z.string().trim().min(1).max(2000),
  notes: z.unknown().optional(),
  context: z
    .object({
      component: z.string().max(200).optional(),
      userAgent: z.string().max(500).optional(),
      url: z.string().max(2000).optional(),
      timestamp: z.string().max(64).optional(),
    })
    .optional(),
  applicantGuid: z.string().max(64).optional(),
});
export type ClientLogBody = z.infer<typeof ClientLogBodySchema>;
export const AcceptedSchema = z.object({ accepted: z.literal(true) });
