import type { Generated, Insertable, Selectable } from 'kysely';
import type { InterviewStage, UserRole } from '@vi/contracts';
import type { Bool, IsoDate } from './column-types.js';
import type { AuditLogTable } from './audit-schema.js';
import type {
  GuestReviewTable,
  InterviewActivityTable,
  InterviewNoteTable,
  InterviewReviewTable,
  InterviewSearchTable,
  QuestionnaireCriterionTable,
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
}

export interface QuestionTable {
  id: string;
  questionnaire_id: string;
  position: number;
  /** The spec's questionId, e.g. question-1; stable across edits. */
  question_key: string;
  text: string;
  required: Bool;
  type: 'Text' | 'Select' | 'Multiselect';
  /** JSON array of {label} or null. */
  options: string | null;
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

export interface ApplicationTable extends ApplicationDeletionColumns {
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

export interface AnswerTable {
  id: string;
  application_id: string;
  question_key: string;
  question_text: string;
  position: number;
  attempt_id: string;
  media_key: string;
  audio_key: string | null;
  thumbnail_key: string | null;
  duration_ms: number | null;
  created_at: IsoDate;
  /** Migration 0011: 'processing' until the media job made the files (media_key is then final). */
  media_status: Generated<'processing' | 'ready' | 'failed'>;
  /** Why the media job refused the take ('reason: detail'), for a 'failed' answer. */
  media_error: string | null;
}

export interface TranscriptTable {
  id: string;
  answer_id: string;
  status: 'pending' | 'done' | 'failed' | 'unavailable';
  engine: string | null;
  text: string | null;
  /** JSON array of {start, end, text}. */
  segments: string | null;
  error: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface DB {
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
