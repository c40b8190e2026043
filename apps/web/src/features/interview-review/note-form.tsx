import { REVIEW_LIMITS, type NoteBody } from '@vi/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useCreateNote } from '../../shared/api/recruiter/reviews';
import { formatTimestamp } from '../../shared/lib/transcript-time';
import { REVIEW_TEXTS as T } from './texts';

/** A moment of an answer: which question, and how far into its recording. */
export type Moment = { questionId: string; atSeconds: number };

type NoteFormProps = {
  interviewId: string;
  positions: ReadonlyMap<string, number>;
  /** The moment of the answer the recruiter is on, or null when there is no player to pin to. */
  currentMoment: () => Moment | null;
};

/** Writes a team note; "Pin to this moment" ties it to where the answer's player stands. */
export function NoteForm({ interviewId, positions, currentMoment }: NoteFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [pin, setPin] = useState<Moment | null>(null);
  const [pinHint, setPinHint] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateNote(interviewId);

  function pinHere() {
    const moment = currentMoment();
    setPin(moment);
    setPinHint(moment === null);
    textRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '' || create.isPending) return;
    const body: NoteBody = pin
      ? { text, questionId: pin.questionId, atSeconds: Math.round(pin.atSeconds * 10) / 10 }
      : { text };
    create.mutate(body, {
      onSuccess: () => {
        setText('');
        setPin(null);
      },
      onError: () => toast.error(T.noteFailed),
    });
  }

  return (
    <form className="note-form" onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="form-label">
        {T.newNote}
      </label>
      <textarea
        id={`${id}-text`}
        ref={textRef}
        className="form-control"
        rows={3}
        maxLength={REVIEW_LIMITS.noteMaxChars}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="note-form__pin" aria-live="polite">
        {pin ? (
          <>
            <span>{T.pinnedTo(positions.get(pin.questionId) ?? 0, formatTimestamp(pin.atSeconds))}</span>
            <button type="button" className="btn btn-link btn-sm" onClick={() => setPin(null)}>
              {T.unpin}
            </button>
          </>
        ) : (
          pinHint && <span className="note-form__hint">{T.noPlayerToPin}</span>
        )}
      </div>
      <div className="note-form__actions">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={pinHere}>
          {T.pinToMoment}
        </button>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={text.trim() === '' || create.isPending}
        >
          {T.addNote}
        </button>
      </div>
    </form>
  );
}
