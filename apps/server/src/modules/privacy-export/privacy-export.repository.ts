import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Everything kept about one application that is not an answer: the applicant, the job, the consent. */
export function findExportSubject(db: Db, guid: string) {
  return (
    db
      .selectFrom('applications as a')
      .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select([
        'a.id',
        'a.company_id',
        'a.status',
        'a.created_at',
        'a.opened_at',
        'a.started_at',
        'a.completed_at',
        'a.deadline',
        'a.consent_at',
        'a.consent_terms_version',
        'a.consent_ai_notice_version',
        'a.transcription_consent',
        'a.resume_key',
        'a.resume_type',
        'p.first_name',
        'p.last_name',
        'p.email',
        'p.phone',
        'j.title as job_title',
        'j.company_name as job_company_name',
        'j.locations as job_locations',
        'j.description as job_description',
        'j.requirements as job_requirements',
        'c.name as company_name',
      ])
      .where('a.guid', '=', guid)
      // An interview whose erasure has begun has nothing left to give (its guid is replaced as well).
      .where('a.deletion_requested_at', 'is', null)
      .executeTakeFirst()
  );
}
export type ExportSubjectRow = NonNullable<Awaited<ReturnType<typeof findExportSubject>>>;

/** The stored answers (the take that counts for each question) with their transcripts, in question order. */
export function listExportAnswers(db: Db, applicationId: string) {
  return db
    .selectFrom('answers as s')
    .leftJoin('answer_attempts as t', 't.id', 's.attempt_id')
    .leftJoin('transcripts as x', 'x.answer_id', 's.id')
    .select([
      's.id',
      's.question_key',
      's.question_text',
      's.position',
      's.media_key',
      's.thumbnail_key',
      's.duration_ms',
      's.created_at',
      't.content_type',
      't.mime_type',
      'x.status as transcript_status',
      'x.text as transcript_text',
      'x.segments as transcript_segments',
    ])
    .where('s.application_id', '=', applicationId)
    .orderBy('s.position')
    .execute();
}
export type ExportAnswerRow = Awaited<ReturnType<typeof listExportAnswers>>[number];

/** The answers that are not recordings (choices, written texts, skips), in question order. */
export function listExportQuestionAnswers(db: Db, applicationId: string) {
  return db
    .selectFrom('question_answers')
    .select([
      'question_key',
      'question_text',
      'question_type',
      'position',
      'labels',
      'text',
      'skipped',
      'answered_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}
export type ExportQuestionAnswerRow = Awaited<ReturnType<typeof listExportQuestionAnswers>>[number];
