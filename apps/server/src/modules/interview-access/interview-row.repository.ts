import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

// The interview as recruiters see it, read by the interviews, reviews and sharing modules alike: here,
// below all three, reviews can reach an interview without importing the interviews module, which
// itself shows reviews.

/**
 * The team's overall ratings of the interview `a` (guests' reviews are listed, not averaged: see ADR
 * 0016). Correlated subqueries read only that interview's reviews through their unique index, so a
 * lookup by id or a page of the list costs the same however many reviews the database holds.
 */
export const ratingAverage = sql<
  number | string | null
>`(select avg(rv.overall) from interview_reviews rv where rv.application_id = a.id)`;
const ratingCount = sql<
  number | string
>`(select count(rv.overall) from interview_reviews rv where rv.application_id = a.id)`;

/** Interviews with their applicant, job and questionnaire: what lists filter and sort on. */
export function interviewBase(db: Db) {
  return db
    .selectFrom('applications as a')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('questionnaires as qn', 'qn.id', 'a.questionnaire_id');
}
export type InterviewBase = ReturnType<typeof interviewBase>;

/** The interview's columns over a base query (filtered and ordered by the caller). */
export function withInterviewColumns(query: InterviewBase) {
  return query.select([
    'a.id',
    'a.guid',
    'a.company_id',
    'a.job_id',
    'a.questionnaire_id',
    'a.status',
    'a.stage',
    'a.resume_key',
    'a.started_at',
    'a.completed_at',
    'a.transcription_consent',
    'a.accommodations',
    'a.created_at',
    'a.deadline',
    'a.extension_message',
    'a.extension_requested_at',
    'a.deleted_at',
    'a.deletion_reason',
    'a.deletion_retention_days',
    'a.screening_overridden_at',
    'a.screening_overridden_by',
    'p.first_name',
    'p.last_name',
    'p.email',
    'p.phone',
    'j.title as job_title',
    'qn.name as questionnaire_name',
    ratingAverage.as('rating_average'),
    ratingCount.as('rating_count'),
  ]);
}

export type InterviewRow = Awaited<
  ReturnType<ReturnType<typeof withInterviewColumns>['executeTakeFirstOrThrow']>
>;

export function findInterview(db: Db, id: string): Promise<InterviewRow | undefined> {
  return withInterviewColumns(interviewBase(db).where('a.id', '=', id)).executeTakeFirst();
}
