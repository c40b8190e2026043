import type { Generated, Insertable, Selectable } from 'kysely';
import type { InterviewStage, UserRole } from '@vi/contracts';
import type { Bool, IsoDate } from './column-types.js';
import type {
  AccountTokenTable,
  CompanySsoTable,
  InstanceSettingTable,
  JobMemberTable,
  SessionTable,
  SignInThrottleTable,
  SsoRequestTable,
  TeamInvitationTable,
} from './account-schema.js';
import type {
  AnswerTable,
  ApplicationScreeningColumns,
  QuestionAnswerTable,
  TranscriptTable,
} from './answer-schema.js';
import type { AuditLogTable } from './audit-schema.js';
import type {
  GuestReviewTable,
  InterviewActivityTable,
  InterviewNoteTable,
  InterviewReviewTable,
  InterviewSearchTable,
  QuestionnaireCriterionTable,
  ShareLinkGuestTable,
  ShareLinkInterviewTable,
  ShareLinkTable,
} from './review-schema.js';
import type {
  ApiKeyTable,
  WebhookAttemptTable,
  WebhookDeliveryTable,
  WebhookEndpointTable,
} from './integration-schema.js';
import type { InvitationNoticeTable, SchedulerLeaseTable } from './invitation-schema.js';
import type {
  BackgroundJobTable,
  ClientLogTable,
  OutboxMailTable,
  TtsClipTable,
} from './operations-schema.js';
import type { ApplicationDeletionColumns } from './privacy-schema.js';
import type { TakeChunkTable, TakeLeaseColumns } from './take-schema.js';

export type * from './answer-schema.js';
export type * from './review-schema.js';
export type * from './integration-schema.js';
export type * from './invitation-schema.js';
export type * from './operations-schema.js';
export type * from './audit-schema.js';
export type * from './privacy-schema.js';

export type { Bool, IsoDate } from './column-types.js';

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  created_at: IsoDate;
  /** JSON of the company's settings (only what was changed); null: every default. Migration 0004. */
  settings: string | null;
  /** 1 for the company the demo seed made (its links are printed at start); migration 0009. */
  is_demo: Generated<Bool>;
  /** Migration 0013: every member must use a second factor. */
  require_two_factor: Generated<Bool>;
}

export interface UserTable {
  id: Generated<number>;
  company_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  active: Bool;
  created_at: IsoDate;
  /** 'admin' reads the audit log; a company's first user is one (migration 0008). */
  role: Generated<UserRole>;
  /** Migration 0013 (account-schema.ts, docs/accounts.md). */
  password_hash: string | null;
  sign_in_email: string | null;
  last_sign_in_at: IsoDate | null;
  totp_secret: string | null;
  totp_enabled_at: IsoDate | null;
  recovery_codes: string | null;
  can_see_contact_details: Generated<Bool>;
  sso_subject: string | null;
  /** Migration 0014: the TOTP time step last accepted; a code is taken only for a later one. */
  totp_last_step: number | null;
  /** Migration 0017: the interface language chosen (a shipped BCP 47 tag); null follows the browser. */
  language: string | null;
}

export interface DivisionTable {
  id: Generated<number>;
  company_id: number;
  name: string;
}

export interface JobTable {
  id: Generated<number>;
  company_id: number;
  division_id: number | null;
  recruiter_id: number | null;
  title: string;
  /** The title folded for search (lower case, no accents; @vi/contracts foldForSearch), set on every write. */
  title_search: string;
  requisition_name: string | null;
  status: string;
  job_function: string | null;
  industry: string | null;
  company_name: string | null;
  apply_url: string | null;
  contact_email: string | null;
  description: string | null;
  requirements: string | null;
  role_description: string | null;
  /** JSON array of strings. */
  responsibilities: string;
  skills: string | null;
  /** JSON array of {city, region, country}. */
  locations: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface QuestionnaireTable {
  id: string;
  company_id: number;
  user_id: number;
  name: string;
  /** Lower-cased, trimmed name: one questionnaire of a name per company. */
  name_key: string;
  content_type: 'Audio' | 'Video';
  active: Bool;
  created_at: IsoDate;
  updated_at: IsoDate;
  /** JSON of InterviewSettingsInput (only what the recruiter set); null is the spec's behaviour. */
  settings: string | null;
  /** The language questions are asked and answered in (BCP 47), `en` unless set (migration 0014). */
  language: Generated<string>;
}

export interface QuestionTable {
  id: string;
  questionnaire_id: string;
  position: number;
  /** The spec's questionId, e.g. question-1; stable across edits. */
  question_key: string;
  text: string;
  required: Bool;
  type: 'Text' | 'Select' | 'Multiselect' | 'Written';
  /** JSON array of {optionId?, label, knockout?} or null (ids of older rows are given on read). */
  options: string | null;
  /** A Written question's character limit (migration 0014); null for the other types. */
  max_characters: number | null;
}

export interface JobQuestionnaireTable {
  job_id: number;
  questionnaire_id: string;
  attached_by: number | null;
  created_at: IsoDate;
}

export interface ApplicantTable {
  id: string;
  company_id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_key: string;
  phone: string | null;
  created_at: IsoDate;
}

export interface ApplicationTable extends ApplicationDeletionColumns, ApplicationScreeningColumns {
  /** Internal id: the spec's _id and interviewId. */
  id: string;
  /** The capability in the applicant's link: random UUID v4, never sequential. */
  guid: string;
  company_id: number;
  job_id: number;
  applicant_id: string;
  questionnaire_id: string | null;
  status: 'Incomplete' | 'Completed';
  invited_by: number | null;
  resume_key: string | null;
  resume_name: string | null;
  resume_type: string | null;
  started_at: IsoDate | null;
  completed_at: IsoDate | null;
  consent_at: IsoDate | null;
  consent_terms_version: string | null;
  /** The AI notice shown with the consent (AI_NOTICE_VERSION); null before migration 0007. */
  consent_ai_notice_version: string | null;
  transcription_consent: Bool;
  created_at: IsoDate;
  updated_at: IsoDate;
  /** JSON of Accommodations (extra time, extra tries, audio only); null is none. */
  accommodations: string | null;
  /** The hiring decision's stage; 'new' by default. */
  stage: Generated<InterviewStage>;
  /** When the applicant first loaded the interview (GET /interview/{guid}); the funnel's "opened". */
  opened_at: Generated<IsoDate | null>;
  /** When the invitation expires (UTC ISO); null: never. Migration 0004. */
  deadline: IsoDate | null;
  /** The recruiter's personal message in the invitation mail (plain text). */
  invite_message: string | null;
  /** A pending request for more time: its note and when it came (cleared by an extension). */
  extension_message: string | null;
  extension_requested_at: IsoDate | null;
  /** The last request for more time, pending or not: one per cooldown period. */
  last_extension_request_at: IsoDate | null;
  /** Migration 0018: when the invitation was last mailed again (the resend throttle, docs/invitations.md). */
  last_resent_at: Generated<IsoDate | null>;
  /** The start of the current day-long resend window and the resends counted in it. */
  resend_window_start: Generated<IsoDate | null>;
  resend_window_count: Generated<number>;
}

export interface AnswerAttemptTable extends TakeLeaseColumns {
  id: string;
  application_id: string;
  question_key: string;
  attempt_no: number;
  content_type: 'Audio' | 'Video';
  mime_type: string | null;
  status: 'recording' | 'finalizing' | 'finalized' | 'failed' | 'superseded';
  staging_path: string;
  chunks: number;
  bytes: number;
  duration_ms: number | null;
  media_key: string | null;
  audio_key: string | null;
  thumbnail_key: string | null;
  error: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface DB {
  sessions: SessionTable;
  account_tokens: AccountTokenTable;
  team_invitations: TeamInvitationTable;
  sign_in_throttle: SignInThrottleTable;
  company_sso: CompanySsoTable;
  sso_requests: SsoRequestTable;
  job_members: JobMemberTable;
  instance_settings: InstanceSettingTable;
  companies: CompanyTable;
  users: UserTable;
  divisions: DivisionTable;
  jobs: JobTable;
  questionnaires: QuestionnaireTable;
  questions: QuestionTable;
  job_questionnaires: JobQuestionnaireTable;
  applicants: ApplicantTable;
  applications: ApplicationTable;
  answer_attempts: AnswerAttemptTable;
  answers: AnswerTable;
  question_answers: QuestionAnswerTable;
  transcripts: TranscriptTable;
  tts_clips: TtsClipTable;
  outbox_mail: OutboxMailTable;
  client_logs: ClientLogTable;
  background_jobs: BackgroundJobTable;
  questionnaire_criteria: QuestionnaireCriterionTable;
  interview_reviews: InterviewReviewTable;
  guest_reviews: GuestReviewTable;
  interview_notes: InterviewNoteTable;
  interview_activity: InterviewActivityTable;
  share_links: ShareLinkTable;
  share_link_interviews: ShareLinkInterviewTable;
  share_link_guests: ShareLinkGuestTable;
  interview_search: InterviewSearchTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  api_keys: ApiKeyTable;
  invitation_notices: InvitationNoticeTable;
  scheduler_leases: SchedulerLeaseTable;
  audit_log: AuditLogTable;
  take_chunks: TakeChunkTable;
}

export type UserRow = Selectable<UserTable>;
export type DivisionRow = Selectable<DivisionTable>;
export type JobRow = Selectable<JobTable>;
export type NewJob = Insertable<JobTable>;
export type QuestionnaireRow = Selectable<QuestionnaireTable>;
export type QuestionRow = Selectable<QuestionTable>;
export type ApplicantRow = Selectable<ApplicantTable>;
