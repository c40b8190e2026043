import type { InterviewResponse } from '@vi/contracts';
import { useRef, useState } from 'react';
import { activeSegmentIndex, clampTime } from '../../shared/lib/transcript-time';
import { TranscriptPanel, type TranscriptTexts } from '../../shared/ui/transcript-panel';
import { SHARED_TEXTS as T } from './texts';

const TRANSCRIPT_TEXTS: TranscriptTexts = {
  heading: T.transcript,
  pending: T.transcriptPending,
  unavailable: T.transcriptUnavailable,
  empty: T.transcriptEmpty,
  machineMade: T.machineMade,
  seekTo: T.seekTo,
};

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
      <TranscriptPanel
        transcription={response.transcription}
        active={hasStarted ? activeSegmentIndex(segments, time) : -1}
        canSeek={source !== null}
        onSeek={seekTo}
        texts={TRANSCRIPT_TEXTS}
        block="shared-transcript"
      />
    </div>
  );
}
