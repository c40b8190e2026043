import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, IsoDate } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';

type Db = Kysely<DB> | Transaction<DB>;

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

/** Changes an interview that is not completed; false when it is (or the row is gone). */
export async function updateAccommodations(db: Db, id: string, accommodations: string | null, at: IsoDate) {
  const result = await db
    .updateTable('applications')
    .set({ accommodations, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'Incomplete')
    .executeTakeFirst();
  return toCount(result.numUpdatedRows) > 0;
}

export function findInterview(db: Db, id: string): Promise<InterviewRow | undefined> {
  return withInterviewColumns(interviewBase(db).where('a.id', '=', id)).executeTakeFirst();
}

export interface ResponseRow {
  id: string;
  application_id: string;
  question_key: string;
  question_text: string;
  position: number;
  media_key: string;
  audio_key: string | null;
  thumbnail_key: string | null;
  duration_ms: number | null;
  media_status: 'processing' | 'ready' | 'failed';
  media_error: string | null;
  content_type: 'Audio' | 'Video';
  transcript_status: 'pending' | 'done' | 'failed' | 'unavailable' | null;
  transcript_text: string | null;
  transcript_segments: string | null;
  created_at: IsoDate;
}

/** The answers of many applications in one query, so a page of interviews costs the same at any size. */
export async function listResponses(db: Db, applicationIds: readonly string[]): Promise<ResponseRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('answers as s')
    .innerJoin('answer_attempts as t', 't.id', 's.attempt_id')
    .leftJoin('transcripts as tr', 'tr.answer_id', 's.id')
    .select([
      's.id',
      's.application_id',
      's.question_key',
      's.question_text',
      's.position',
      's.media_key',
      's.audio_key',
      's.thumbnail_key',
      's.duration_ms',
      's.media_status',
      's.media_error',
      's.created_at',
      't.content_type',
      'tr.status as transcript_status',
      'tr.text as transcript_text',
      'tr.segments as transcript_segments',
    ])
    .where('s.application_id', 'in', applicationIds)
    .orderBy('s.application_id')
    .orderBy('s.position')
    .execute();
}

export function findResume(db: Db, id: string) {
  return db
    .selectFrom('applications')
    .select(['company_id', 'resume_key', 'resume_name', 'resume_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}
