import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** An answer's stored files with what deciding who may see them needs: its application's company, guid and status. */
export function findAnswerMedia(db: Db, answerId: string) {
  return db
    .selectFrom('answers as a')
    .innerJoin('applications as ap', 'ap.id', 'a.application_id')
    .innerJoin('answer_attempts as t', 't.id', 'a.attempt_id')
    .select([
      'a.id',
      'a.application_id',
      'a.question_key',
      'a.media_key',
      'a.audio_key',
      'a.thumbnail_key',
      'a.media_status',
      'ap.company_id',
      'ap.job_id',
      'ap.guid',
      'ap.status',
      't.content_type',
      't.mime_type',
    ])
    .where('a.id', '=', answerId)
    .executeTakeFirst();
}

export type AnswerMediaRow = NonNullable<Awaited<ReturnType<typeof findAnswerMedia>>>;

/** An answer's transcript, for its captions: its status and timed segments (JSON) as the job wrote them. */
export function findAnswerTranscript(db: Db, answerId: string) {
  return db
    .selectFrom('transcripts')
    .select(['status', 'segments'])
    .where('answer_id', '=', answerId)
    .executeTakeFirst();
}
