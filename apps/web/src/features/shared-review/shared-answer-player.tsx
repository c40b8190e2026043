import type { InterviewResponse } from '@vi/contracts';
import { useId, useRef, useState } from 'react';
import { SHARED_TEXTS as T } from './texts';
import {
  activeSegmentIndex,
  clampTime,
  formatTimestamp,
  type TranscriptSegment,
} from '../../shared/lib/transcript-time';

type SharedAnswerPlayerProps = {
  response: InterviewResponse;
  position: number;
  /** The media failed to load: the page asks whether the link still works. */
  onMediaError: () => void;
};

/**
 * One answer: the native player (its addresses carry the link's token, which a <video src> needs since it
 * cannot send a header) and the timed transcript, whose lines seek the player and play from there.
 */
export function SharedAnswerPlayer({ response, position, onMediaError }: SharedAnswerPlayerProps) {
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [hasStarted, setHasStarted] = useState(false);
  const source = response.videoUrl ?? response.audioUrl;

  function seekTo(seconds: number) {
    const media = mediaRef.current;
    if (!media) return;
    const target = clampTime(seconds, media.duration);
    media.currentTime = target;
    setTime(target);
    setHasStarted(true);
    // A refused play() (the source failed) leaves the native controls to the viewer.
    media.play().catch(() => undefined);
  }

  const mediaProps = {
    ref: mediaRef,
    src: source ?? undefined,
    controls: true,
    preload: 'metadata',
    'aria-label': T.playerLabel(position),
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) => setTime(event.currentTarget.currentTime),
    onSeeked: (event: { currentTarget: HTMLMediaElement }) => setTime(event.currentTarget.currentTime),
    onPlay: () => setHasStarted(true),
    onError: onMediaError,
  } as const;

  const segments = response.transcription.segments;
  return (
    <div className="shared-answer__layout">
      {source === null ? (
        <p className="shared-muted">{response.mediaStatus === 'processing' ? T.processing : T.noMedia}</p>
      ) : response.videoUrl !== null ? (
        <video
          {...mediaProps}
          className="shared-answer__media"
          playsInline
          poster={response.thumbnailUrl ?? undefined}
        />
      ) : (
        <audio {...mediaProps} className="shared-answer__media shared-answer__media--audio" />
      )}
      <Transcript
        transcription={response.transcription}
        active={hasStarted ? activeSegmentIndex(segments, time) : -1}
        canSeek={source !== null}
        onSeek={seekTo}
      />
    </div>
  );
}

function Transcript({
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
  const noteId = useId();
  let content;
  switch (transcription.status) {
    case 'pending':
      content = <p className="shared-muted">{T.transcriptPending}</p>;
      break;
    case 'failed':
    case 'unavailable':
      content = <p className="shared-muted">{T.transcriptUnavailable}</p>;
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
        content = <p className="shared-muted">{T.transcriptEmpty}</p>;
      }
      break;
  }
  return (
    <section className="shared-transcript" aria-labelledby={headingId} aria-describedby={noteId}>
      <h4 id={headingId} className="shared-transcript__heading">
        {T.transcript}
      </h4>
      <p id={noteId} className="shared-transcript__note">
        {T.machineMade}
      </p>
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
  return (
    <ol className="shared-transcript__lines">
      {segments.map((segment, index) => {
        const stamp = formatTimestamp(segment.start);
        return (
          <li key={`${segment.start}-${index}`}>
            <button
              type="button"
              className="shared-transcript__line"
              aria-current={index === active ? 'true' : undefined}
              disabled={!canSeek}
              title={T.seekTo(stamp)}
              onClick={() => {
                onSeek(segment.start);
              }}
            >
              <span className="shared-transcript__time">{stamp}</span>
              <span>{segment.text}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
