import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB, TranscriptTable } from '../db/schema.js';
import { nowIso } from '../lib/time.js';
import { refreshSearchOfAnswer } from '../modules/interviews/interview-search.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The answer with what decides whether it may be transcribed. */
export function findAnswerToTranscribe(db: Db, answerId: string) {
  return db
    .selectFrom('answers as s')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .select(['s.id', 's.audio_key', 'a.transcription_consent'])
    .where('s.id', '=', answerId)
    .executeTakeFirst();
}

/** Which interview and question an answer belongs to. */
export function findAnswerRef(db: Db, answerId: string) {
  return db
    .selectFrom('answers')
    .select(['application_id', 'question_key'])
    .where('id', '=', answerId)
    .executeTakeFirst();
}

export function findTranscript(db: Db, answerId: string) {
  return db
    .selectFrom('transcripts')
    .select(['status', 'engine', 'text', 'segments', 'error'])
    .where('answer_id', '=', answerId)
    .executeTakeFirst();
}

export type TranscriptFields = Pick<TranscriptTable, 'status' | 'engine' | 'text' | 'segments' | 'error'>;

/**
 * One transcript per answer: a re-run overwrites it instead of adding a second one. Its words join the
 * interview's search document in the same transaction, so a stored transcript is always searchable.
 */
export async function upsertTranscript(
  db: Kysely<DB>,
  answerId: string,
  fields: TranscriptFields,
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('transcripts')
      .values({ id: randomUUID(), answer_id: answerId, ...fields, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('answer_id').doUpdateSet({ ...fields, updated_at: now }))
      .execute();
    if (fields.status === 'done') await refreshSearchOfAnswer(trx, answerId);
  });
}
