import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApplicationTable, DB } from '../../src/db/schema.js';
import { refreshInterviewSearch } from '../../src/modules/interviews/interview-search.repository.js';

export interface ApplicationFixture {
  applicationId: string;
  guid: string;
  applicantId: string;
}

/** Inserts an applicant and an application (an invitation) directly. */
export async function createApplication(
  db: Kysely<DB>,
  companyId: number,
  jobId: number,
  questionnaireId: string | null,
  overrides: {
    firstName?: string;
    lastName?: string;
    email?: string;
    status?: ApplicationTable['status'];
    /** Consent is recorded unless this is false (the channel refuses recordings without it). */
    consent?: boolean;
    transcriptionConsent?: boolean;
    createdAt?: string;
    /** Set in the same insert: a scheduler running beside the test must never see the row half made. */
    deadline?: string | null;
    startedAt?: string;
  } = {},
): Promise<ApplicationFixture> {
  const now = overrides.createdAt ?? new Date().toISOString();
  const applicantId = randomUUID();
  const email = overrides.email ?? `applicant-${applicantId.slice(0, 8)}@example.com`;
  await db
    .insertInto('applicants')
    .values({
      id: applicantId,
      company_id: companyId,
      first_name: overrides.firstName ?? 'Alex',
      last_name: overrides.lastName ?? 'Morgan',
      email,
      email_key: email.toLowerCase(),
      phone: null,
      created_at: now,
    })
    .execute();
  const applicationId = randomUUID();
  const guid = randomUUID();
  await db
    .insertInto('applications')
    .values({
      id: applicationId,
      guid,
      company_id: companyId,
      job_id: jobId,
      applicant_id: applicantId,
      questionnaire_id: questionnaireId,
      status: overrides.status ?? 'Incomplete',
      invited_by: null,
      resume_key: null,
      resume_name: null,
      resume_type: null,
      started_at: overrides.startedAt ?? null,
      ...(overrides.deadline !== undefined ? { deadline: overrides.deadline } : {}),
      completed_at: overrides.status === 'Completed' ? now : null,
      consent_at: overrides.consent === false ? null : now,
      consent_terms_version: overrides.consent === false ? null : '2026-11-01',
      transcription_consent: overrides.transcriptionConsent ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // As the invitation does: the new interview is findable by the applicant's name.
  await refreshInterviewSearch(db, [applicationId]);
  return { applicationId, guid, applicantId };
}
