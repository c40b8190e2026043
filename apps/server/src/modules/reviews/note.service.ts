import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Note, NoteBody, NoteList, PatchNoteBody, RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { AuditLog } from '../audit/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { findOwnInterview, type InterviewRow } from '../interview-access/index.js';
import { recordActivity } from './activity.service.js';
import * as repo from './note.repository.js';
import { questionKeysOf } from './review.repository.js';

function toNoteDto(row: repo.NoteRow, viewerUserId: number): Note {
  return {
    id: row.id,
    interviewId: row.application_id,
    text: row.text,
    questionId: row.question_key,
    atSeconds: row.at_ms === null ? null : row.at_ms / 1000,
    author: { userId: row.author_user_id, name: `${row.first_name} ${row.last_name}`.trim() },
    isMine: row.author_user_id === viewerUserId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const toMs = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000));

export function createNoteService({ db, audit }: { db: Kysely<DB>; audit: AuditLog }) {
  async function requireQuestion(interview: InterviewRow, questionId: string | null | undefined) {
    if (questionId === null || questionId === undefined) return;
    const known = await questionKeysOf(db, interview.id, interview.questionnaire_id);
    if (!known.has(questionId)) {
      const message = 'Unknown questionId for this interview.';
      throw new AppError('VALIDATION', { message, fields: [{ path: 'body.questionId', message }] });
    }
  }

  /** A note of the caller's company's interview that only its author may change. */
  async function ownNote(identity: RecruiterIdentity, id: string, noteId: string) {
    const interview = await findOwnInterview(db, identity, id);
    const note = await repo.findNote(db, interview.id, noteId);
    if (!note) throw notFound('Note');
    if (note.author_user_id !== identity.userId) {
      throw new AppError('FORBIDDEN', { message: 'Only the author may change or delete a note.' });
    }
    return { interview, note };
  }

  return {
    async list(identity: RecruiterIdentity, id: string): Promise<NoteList> {
      const interview = await findOwnInterview(db, identity, id);
      const rows = await repo.listNotes(db, interview.id);
      // Notes speak of a candidate: a read is audited once per interview and reader a window.
      const event = {
        companyId: identity.companyId,
        actor: { recruiter: identity },
        interviewId: interview.id,
      };
      await audit.appendOncePerWindow(
        db,
        { ...event, type: 'notes_read', details: { rows: rows.length } },
        interview.id,
      );
      return { data: rows.map((row) => toNoteDto(row, identity.userId)) };
    },

    async create(identity: RecruiterIdentity, id: string, body: NoteBody): Promise<Note> {
      const interview = await findOwnInterview(db, identity, id);
      await requireQuestion(interview, body.questionId);
      const noteId = randomUUID();
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await repo.insertNote(trx, {
          id: noteId,
          application_id: interview.id,
          author_user_id: identity.userId,
          question_key: body.questionId ?? null,
          at_ms: toMs(body.atSeconds ?? null),
          text: body.text,
          created_at: now,
          updated_at: now,
        });
        // The log says that a note was written and where, never what it says.
        await recordActivity(trx, { userId: identity.userId }, 'noted', [interview.id], {
          action: 'created',
          noteId,
          questionId: body.questionId ?? null,
          atSeconds: body.atSeconds ?? null,
        });
      });
      const row = await repo.findNote(db, interview.id, noteId);
      if (!row) throw notFound('Note');
      return toNoteDto(row, identity.userId);
    },

    async update(
      identity: RecruiterIdentity,
      id: string,
      noteId: string,
      body: PatchNoteBody,
    ): Promise<Note> {
      const { interview, note } = await ownNote(identity, id, noteId);
      const questionKey = body.questionId === undefined ? note.question_key : body.questionId;
      if (questionKey === null && body.atSeconds !== undefined && body.atSeconds !== null) {
        const message = 'atSeconds needs the questionId of the answer it points into';
        throw new AppError('VALIDATION', { message, fields: [{ path: 'body.atSeconds', message }] });
      }
      // Unpinned from its answer, a note has no moment in it either.
      const atMs =
        questionKey === null ? null : body.atSeconds === undefined ? note.at_ms : toMs(body.atSeconds);
      await requireQuestion(interview, body.questionId);
      await db.transaction().execute(async (trx) => {
        await repo.updateNote(trx, note.id, {
          text: body.text ?? note.text,
          question_key: questionKey,
          at_ms: atMs,
          updated_at: nowIso(),
        });
        await recordActivity(trx, { userId: identity.userId }, 'noted', [interview.id], {
          action: 'edited',
          noteId: note.id,
        });
      });
      const row = await repo.findNote(db, interview.id, note.id);
      if (!row) throw notFound('Note');
      return toNoteDto(row, identity.userId);
    },

    async remove(identity: RecruiterIdentity, id: string, noteId: string): Promise<void> {
      const { interview, note } = await ownNote(identity, id, noteId);
      await db.transaction().execute(async (trx) => {
        await repo.deleteNote(trx, note.id);
        await recordActivity(trx, { userId: identity.userId }, 'noted', [interview.id], {
          action: 'deleted',
          noteId: note.id,
        });
      });
    },
  };
}

export type NoteService = ReturnType<typeof createNoteService>;
