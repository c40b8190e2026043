import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB, InterviewNoteTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

function selectNotes(db: Db) {
  return db
    .selectFrom('interview_notes as n')
    .innerJoin('users as u', 'u.id', 'n.author_user_id')
    .selectAll('n')
    .select(['u.first_name', 'u.last_name']);
}
export type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['executeTakeFirstOrThrow']>>;

/** Oldest first: the order they were written in. */
export function listNotes(db: Db, applicationId: string): Promise<NoteRow[]> {
  return selectNotes(db)
    .where('n.application_id', '=', applicationId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
}

export function findNote(db: Db, applicationId: string, noteId: string): Promise<NoteRow | undefined> {
  return selectNotes(db)
    .where('n.application_id', '=', applicationId)
    .where('n.id', '=', noteId)
    .executeTakeFirst();
}

export async function insertNote(db: Db, row: Insertable<InterviewNoteTable>): Promise<void> {
  await db.insertInto('interview_notes').values(row).execute();
}

export async function updateNote(
  db: Db,
  id: string,
  changes: Pick<Updateable<InterviewNoteTable>, 'text' | 'question_key' | 'at_ms'> & { updated_at: string },
): Promise<void> {
  await db.updateTable('interview_notes').set(changes).where('id', '=', id).execute();
}

export async function deleteNote(db: Db, id: string): Promise<void> {
  await db.deleteFrom('interview_notes').where('id', '=', id).execute();
}
