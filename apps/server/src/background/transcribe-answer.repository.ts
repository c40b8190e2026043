import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB, TranscriptTable } from '../db/schema.js';
import { isForeignKeyViolation } from '../db/dialect.js';
import { nowIso } from '../lib/time.js';
import { refreshSearchOfAnswer } from '../modules/interviews/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The answer with what decides whether it may be transcribed. */
export function findAnswerToTranscribe(db: Db, answerId: string) {
  return db
    .selectFrom('answers as s')
    .innerJoin('applications as a', 'a.id', 's.application_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('questionnaires as q', 'q.id', 'a.questionnaire_id')
    .select([
      's.id',
      's.audio_key',
      'a.transcription_consent',
      'c.settings as company_settings',
      'q.language as questionnaire_language',
    ])
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

export type TranscriptFields = Pick<TranscriptTable, 'status' | 'engine' | 'text' | 'segments' | 'error'> &
  Partial<Pick<TranscriptTable, 'language'>>;

/**
 * One transcript per answer: a re-run overwrites it instead of adding a second one. Its words join the
 * interview's search document in the same transaction, so a stored transcript is always searchable.
 * False when the answer is gone (erased while the engine ran): nothing is stored for it.
 */
export async function upsertTranscript(
  db: Kysely<DB>,
  answerId: string,
  fields: TranscriptFields,
): Promise<boolean> {
  const now = nowIso();
  return db
    .transaction()
    .execute(async (trx) => {
      if (!(await trx.selectFrom('answers').select('id').where('id', '=', answerId).executeTakeFirst()))
        return false;
      await trx
        .insertInto('transcripts')
        .values({ id: randomUUID(), answer_id: answerId, ...fields, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('answer_id').doUpdateSet({ ...fields, updated_at: now }))
        .execute();
      // Always: a transcript made again may have lost its words (now unavailable), and they must not stay findable.
      await refreshSearchOfAnswer(trx, answerId);
      return true;
    })
    .catch((err: unknown) => {
      // Erased between the check and the insert (another connection's commit): the answer is gone all the same.
      if (isForeignKeyViolation(err)) return false;
      throw err;
    });
}
