import { REVIEW_LIMITS, type Note } from '@vi/contracts';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { useDeleteNote, useUpdateNote } from '../../shared/api/recruiter/reviews';
import { formatTimestamp } from '../../shared/lib/transcript-time';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import { REVIEW_TEXTS as T } from './texts';
import { formatWhen } from './when';

type NoteItemProps = {
  note: Note;
  interviewId: string;
  /** 1-based place of the note's answer on the screen, when pinned to one that is shown. */
  position: number | undefined;
  onSeek: (questionId: string, atSeconds: number) => void;
};

/** One note: its author, when, its moment (a button that seeks there) and its text, shown as text only. */
export function NoteItem({ note, interviewId, position, onSeek }: NoteItemProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useUpdateNote(interviewId);
  const remove = useDeleteNote(interviewId);
  const { questionId, atSeconds } = note;

  function saveEdit() {
    if (draft === null || draft.trim() === '') return;
    update.mutate(
      { noteId: note.id, body: { text: draft } },
      { onSuccess: () => setDraft(null), onError: () => toast.error(T.noteFailed) },
    );
  }

  return (
    <article className="note" aria-labelledby={`${id}-author`}>
      <header className="note__meta">
        <strong id={`${id}-author`}>{note.author.name}</strong>
        <time dateTime={note.createdAt}>{formatWhen(note.createdAt)}</time>
        {note.updatedAt !== note.createdAt && <span>({T.edited})</span>}
        {questionId !== null && atSeconds !== null && position !== undefined && (
          <button
            type="button"
            className="btn btn-link btn-sm note__moment"
            aria-label={T.seekToNote(position, formatTimestamp(atSeconds))}
            onClick={() => onSeek(questionId, atSeconds)}
          >
            {T.at(formatTimestamp(atSeconds))}
          </button>
        )}
      </header>
      {draft === null ? (
        <p className="note__text">{note.text}</p>
      ) : (
        <div className="note__edit">
          <label htmlFor={`${id}-edit`} className="visually-hidden">
            {T.editNote}
          </label>
          <textarea
            id={`${id}-edit`}
            className="form-control"
            rows={3}
            maxLength={REVIEW_LIMITS.noteMaxChars}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
          />
          <div className="note__actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={draft.trim() === '' || update.isPending}
              onClick={saveEdit}
            >
              {INTERVIEW_TEXTS.save}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setDraft(null)}>
              {INTERVIEW_TEXTS.cancel}
            </button>
          </div>
        </div>
      )}
      {note.isMine && draft === null && (
        <div className="note__actions">
          <button type="button" className="btn btn-link btn-sm" onClick={() => setDraft(note.text)}>
            {T.edit}
          </button>
          <button
            type="button"
            className="btn btn-link btn-sm text-danger"
            onClick={() => setIsConfirming(true)}
          >
            {T.delete}
          </button>
        </div>
      )}
      <MessageDialog
        id={`${id}-delete`}
        show={isConfirming}
        title={T.deleteNoteTitle}
        message={T.deleteNoteMessage}
        onClose={() => setIsConfirming(false)}
        actions={[
          {
            label: INTERVIEW_TEXTS.cancel,
            onClick: () => setIsConfirming(false),
            variant: 'outline-secondary',
          },
          {
            label: T.delete,
            variant: 'danger',
            onClick: () => {
              setIsConfirming(false);
              remove.mutate(note.id, { onError: () => toast.error(T.noteDeleteFailed) });
            },
          },
        ]}
      />
    </article>
  );
}
