import type { InterviewResponse } from '@vi/contracts';
import { useEffect, useId, useRef } from 'react';
import { formatTimestamp, type TranscriptSegment } from '../lib/transcript-time';

/** The words of a transcript panel: the recruiter's review and a share link's guest page word them apart. */
export interface TranscriptTexts {
  heading: string;
  pending: string;
  unavailable: string;
  empty: string;
  /** Said beside a transcript that has text: it was made by a machine and may be wrong. */
  machineMade: string;
  seekTo: (stamp: string) => string;
}

type TranscriptPanelProps = {
  transcription: InterviewResponse['transcription'];
  /** The line being spoken, or -1. */
  active: number;
  canSeek: boolean;
  onSeek: (seconds: number) => void;
  texts: TranscriptTexts;
  /** The block of the page's own CSS names (`review-transcript`, `shared-transcript`). */
  block: string;
};

/**
 * An answer's transcript, for every player: its state as it is (pending, unavailable, empty), or its timed
 * lines, each a button that seeks the player. Labelled as machine-made: speech recognition mishears, and a
 * reader should check a surprising line against the recording.
 */
export function TranscriptPanel({ transcription, active, canSeek, onSeek, texts, block }: TranscriptPanelProps) {
  const headingId = useId();
  const noteId = useId();
  const hasText = transcription.status === 'done';
  let content;
  switch (transcription.status) {
    case 'pending':
      content = (
        <p className={`${block}__status`} role="status">
          {texts.pending}
        </p>
      );
      break;
    case 'failed':
    case 'unavailable':
      content = <p className={`${block}__status`}>{texts.unavailable}</p>;
      break;
    case 'done':
      if (transcription.segments.length > 0) {
        content = (
          <TranscriptLines
            segments={transcription.segments}
            active={active}
            canSeek={canSeek}
            onSeek={onSeek}
            texts={texts}
            block={block}
          />
        );
      } else if (transcription.text !== null && transcription.text.trim() !== '') {
        content = <p>{transcription.text}</p>;
      } else {
        content = <p className={`${block}__status`}>{texts.empty}</p>;
      }
      break;
  }
  return (
    <section
      className={block}
      aria-labelledby={headingId}
      aria-describedby={hasText ? noteId : undefined}
    >
      <h4 id={headingId} className={`${block}__heading`}>
        {texts.heading}
      </h4>
      {hasText && (
        <p id={noteId} className={`${block}__note`}>
          {texts.machineMade}
        </p>
      )}
      {content}
    </section>
  );
}

function TranscriptLines({
  segments,
  active,
  canSeek,
  onSeek,
  texts,
  block,
}: {
  segments: readonly TranscriptSegment[];
  active: number;
  canSeek: boolean;
  onSeek: (seconds: number) => void;
  texts: TranscriptTexts;
  block: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the spoken line in view inside the transcript's own scroll box (never scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const line = list?.children[active] as HTMLElement | undefined;
    if (!list || !line) return;
    const top = line.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [active]);

  return (
    <ol ref={listRef} className={`${block}__lines`}>
      {segments.map((segment, index) => {
        const stamp = formatTimestamp(segment.start);
        return (
          <li key={`${segment.start}-${index}`}>
            <button
              type="button"
              className={`${block}__line`}
              aria-current={index === active ? 'true' : undefined}
              disabled={!canSeek}
              title={texts.seekTo(stamp)}
              onClick={() => onSeek(segment.start)}
            >
              <span className={`${block}__time`}>{stamp}</span>
              <span>{segment.text}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
