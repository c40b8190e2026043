import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, TtsClipTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The question texts of an application's questionnaire; undefined when there is no such application. */
/** The questions of an interview's questionnaire, and the language they are written in. */
export async function findQuestionTexts(
  db: Db,
  guid: string,
): Promise<{ texts: Set<string>; language: string } | undefined> {
  const rows = await db
    .selectFrom('applications as a')
    .leftJoin('questions as q', 'q.questionnaire_id', 'a.questionnaire_id')
    .leftJoin('questionnaires as qn', 'qn.id', 'a.questionnaire_id')
    .select(['a.id', 'q.text', 'qn.language'])
    .where('a.guid', '=', guid)
    .execute();
  if (rows.length === 0) return undefined;
  return {
    texts: new Set(rows.flatMap((row) => (row.text === null ? [] : [row.text.trim()]))),
    language: rows[0]?.language ?? 'en',
  };
}

export function findClipByCacheKey(db: Db, cacheKey: string) {
  return db
    .selectFrom('tts_clips')
    .select(['file_name', 'storage_key', 'mime_type', 'text'])
    .where('cache_key', '=', cacheKey)
    .executeTakeFirst();
}

export function findClipByFileName(db: Db, fileName: string) {
  return db
    .selectFrom('tts_clips')
    .select(['file_name', 'storage_key', 'mime_type'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}

export async function insertClip(db: Db, clip: Insertable<TtsClipTable>): Promise<void> {
  await db.insertInto('tts_clips').values(clip).execute();
}
