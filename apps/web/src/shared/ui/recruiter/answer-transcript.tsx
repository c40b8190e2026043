import type { InterviewResponse } from '@vi/contracts';
import { useEffect, useId, useRef } from 'react';
import { PLAYER_TEXTS } from './player-texts';
import { INTERVIEW_TEXTS as T } from './interview-texts';
import { formatTimestamp, type TranscriptSegment } from '../../lib/transcript-time';

/**
 * An answer's transcript: its state as it is (pending, unavailable, empty), or its timed lines, each a
 * button that seeks the player. Labelled as machine-made: PocketSphinx mishears, and a recruiter should
 * check a surprising line against the recording.
 */
export function Transcript({
  transcription,
  active,
  canSeek,
  onSeek,
}: {
  transcription: InterviewResponse['transcription'];
  active: number;
  canSeek: boolean;
  onSeek: (seconds: number) => void;
}) {
  const headingId = useId();
  let content;
  switch (transcription.status) {
    case 'pending':
      content = (
        <p className="review-transcript__status" role="status">
          {T.transcriptPending}
        </p>
      );
      break;
    case 'failed':
    case 'unavailable':
      content = <p className="review-transcript__status">{T.transcriptUnavailable}</p>;
      break;
    case 'done':
      if (transcription.segments.length > 0) {
        content = (
          <TranscriptLines
            segments={transcription.segments}
            active={active}
            canSeek={canSeek}
            onSeek={onSeek}
          />
        );
      } else if (transcription.text !== null && transcription.text.trim() !== '') {
        content = <p>{transcription.text}</p>;
      } else {
        content = <p className="review-transcript__status">{T.transcriptEmpty}</p>;
      }
      break;
  }
  return (
    <section className="review-transcript" aria-labelledby={headingId}>
      <h4 id={headingId} className="review-transcript__heading">
        {T.transcript}
      </h4>
      {transcription.status === 'done' && (
        <p className="review-transcript__machine">{PLAYER_TEXTS.transcriptMachineMade}</p>
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
}: {
  segments: readonly TranscriptSegment[];
  active: number;
  canSeek: boolean;
  onSeek: (seconds: number) => void;
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
    <ol ref={listRef} className="review-transcript__lines">
      {segments.map((segment, index) => {
        const stamp = formatTimestamp(segment.start);
        return (
          <li key={`${segment.start}-${index}`}>
            <button
              type="button"
              className="review-transcript__line"
              aria-current={index === active ? 'true' : undefined}
              disabled={!canSeek}
              title={T.seekTo(stamp)}
              onClick={() => onSeek(segment.start)}
            >
              <span className="review-transcript__time">{stamp}</span>
              <span>{segment.text}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
