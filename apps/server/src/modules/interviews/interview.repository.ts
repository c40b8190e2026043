import type { Kysely, Transaction } from 'kysely';
import type { DB, IsoDate } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';

type Db = Kysely<DB> | Transaction<DB>;

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
  transcript_engine: string | null;
  transcript_language: string | null;
  transcript_error: string | null;
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
      'tr.engine as transcript_engine',
      'tr.language as transcript_language',
      'tr.error as transcript_error',
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
