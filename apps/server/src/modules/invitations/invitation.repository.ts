import type { Kysely, Transaction } from 'kysely';
import type { ApplicantRow, ApplicationTable, DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { refreshInterviewSearch } from '../interviews/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The questionnaire attached to a job, whatever its state (the caller decides what an inactive one means). */
export function findAttachedQuestionnaire(db: Db, jobId: number) {
  return db
    .selectFrom('job_questionnaires as jq')
    .innerJoin('questionnaires as q', 'q.id', 'jq.questionnaire_id')
    .select(['q.id', 'q.company_id', 'q.active', 'q.content_type', 'q.settings'])
    .where('jq.job_id', '=', jobId)
    .executeTakeFirst();
}

export function findApplicantByEmail(
  db: Db,
  companyId: number,
  emailKey: string,
): Promise<ApplicantRow | undefined> {
  return db
    .selectFrom('applicants')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

export async function hasApplication(db: Db, jobId: number, applicantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', jobId)
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertApplicant(
  db: Db,
  applicant: {
    id: string;
    companyId: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  },
): Promise<void> {
  await db
    .insertInto('applicants')
    .values({
      id: applicant.id,
      company_id: applicant.companyId,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      email: applicant.email,
      email_key: applicant.email.toLowerCase(),
      phone: applicant.phone,
      created_at: nowIso(),
    })
    .execute();
}

export async function updateApplicantPhone(db: Db, id: string, phone: string): Promise<void> {
  await db.updateTable('applicants').set({ phone }).where('id', '=', id).execute();
}

export type NewInvitedApplication = Pick<
  ApplicationTable,
  | 'id'
  | 'guid'
  | 'company_id'
  | 'job_id'
  | 'applicant_id'
  | 'questionnaire_id'
  | 'invited_by'
  | 'resume_key'
  | 'resume_name'
  | 'resume_type'
  | 'accommodations'
> &
  Partial<Pick<ApplicationTable, 'deadline' | 'invite_message'>>;

export async function insertApplication(db: Db, application: NewInvitedApplication): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('applications')
    .values({
      ...application,
      status: 'Incomplete',
      started_at: null,
      completed_at: null,
      consent_at: null,
      consent_terms_version: null,
      transcription_consent: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // The applicant's name makes the new interview findable by the list's search at once.
  await refreshInterviewSearch(db, [application.id]);
}
