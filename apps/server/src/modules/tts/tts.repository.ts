import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, TtsClipTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The question texts of an application's questionnaire; undefined when there is no such application. */
export async function findQuestionTexts(db: Db, guid: string): Promise<Set<string> | undefined> {
  const rows = await db
    .selectFrom('applications as a')
    .leftJoin('questions as q', 'q.questionnaire_id', 'a.questionnaire_id')
    .select(['a.id', 'q.text'])
    .where('a.guid', '=', guid)
    .execute();
  if (rows.length === 0) return undefined;
  return new Set(rows.flatMap((row) => (row.text === null ? [] : [row.text.trim()])));
}

export function findClipByCacheKey(db: Db, cacheKey: string) {
  return db
    .selectFrom('tts_clips')
    .select(['file_name', 'storage_key', 'mime_type'])
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
