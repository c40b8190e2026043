import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { notesQueryOptions } from '../../shared/api/recruiter/reviews';
import { NoteForm, type Moment } from './note-form';
import { NoteItem } from './note-item';
import { REVIEW_TEXTS as T } from './texts';

type NotesPanelProps = {
  interviewId: string;
  positions: ReadonlyMap<string, number>;
  currentMoment: () => Moment | null;
  onSeek: (questionId: string, atSeconds: number) => void;
};

/** The team's notes, oldest first, and a form for a new one. */
export function NotesPanel({ interviewId, positions, currentMoment, onSeek }: NotesPanelProps) {
  const headingId = useId();
  const notes = useQuery(notesQueryOptions(interviewId));
  const list = notes.data?.data ?? [];
  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-panel__heading">
        {T.notes}
      </h3>
      {notes.isError ? (
        <p role="alert" className="review-panel__empty">
          {T.notesLoadFailed}
        </p>
      ) : notes.isSuccess && list.length === 0 ? (
        <p className="review-panel__empty">{T.noNotes}</p>
      ) : (
        <ul className="notes">
          {list.map((note) => (
            <li key={note.id}>
              <NoteItem
                note={note}
                interviewId={interviewId}
                position={note.questionId === null ? undefined : positions.get(note.questionId)}
                onSeek={onSeek}
              />
            </li>
          ))}
        </ul>
      )}
      <NoteForm interviewId={interviewId} positions={positions} currentMoment={currentMoment} />
    </section>
  );
}
