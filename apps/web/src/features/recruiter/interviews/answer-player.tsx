import type { InterviewResponse } from '@vi/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { INTERVIEW_TEXTS as T } from './texts';
import {
  activeSegmentIndex,
  clampTime,
  formatTimestamp,
  PLAYBACK_SPEEDS,
  SEEK_STEP_SECONDS,
  type TranscriptSegment,
} from './transcript';

type AnswerPlayerProps = {
  response: InterviewResponse;
  position: number;
  /** Shared by every answer of the screen: a recruiter who listens at 1.5× wants it everywhere. */
  speed: number;
  onSpeedChange: (speed: number) => void;
};

/**
 * One answer: its player (video or audio, with the native controls), a speed choice, keys on the player
 * region (space, ←, →) and the transcript, whose lines seek the player and play from there.
 */
export function AnswerPlayer({ response, position, speed, onSpeedChange }: AnswerPlayerProps) {
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [hasStarted, setHasStarted] = useState(false);
  const speedId = useId();
  const hintId = useId();
  const source = response.videoUrl ?? response.audioUrl;
  const isVideo = response.videoUrl !== null;

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    // Both: playbackRate for what plays now, defaultPlaybackRate so a reload of the source keeps it.
    media.defaultPlaybackRate = speed;
    media.playbackRate = speed;
  }, [speed, source]);

  function play(media: HTMLMediaElement) {
    setHasStarted(true);
    // A refused play() (no user gesture yet, or the source failed) leaves the native controls to the user.
    media.play().catch(() => undefined);
  }

  function seekTo(seconds: number, andPlay: boolean) {
    const media = mediaRef.current;
    if (!media) return;
    const target = clampTime(seconds, media.duration);
    media.currentTime = target;
    setTime(target);
    setHasStarted(true);
    if (andPlay) play(media);
  }

  function onRegionKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Only the region itself: the native controls, the speed list and the transcript keep their own keys.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const media = mediaRef.current;
    if (!media) return;
    switch (event.key) {
      case ' ':
      case 'Spacebar':
        event.preventDefault();
        if (media.paused) play(media);
        else media.pause();
        break;
      case 'ArrowLeft':
        event.preventDefault();
        seekTo(media.currentTime - SEEK_STEP_SECONDS, false);
        break;
      case 'ArrowRight':
        event.preventDefault();
        seekTo(media.currentTime + SEEK_STEP_SECONDS, false);
        break;
      default:
        break;
    }
  }

  const segments = response.transcription.segments;
  const active = hasStarted ? activeSegmentIndex(segments, time) : -1;

  return (
    <div className="review-answer__layout">
      {source === null ? (
        <p className="review-transcript__status">{T.noMedia}</p>
      ) : (
        <div
          className="review-player"
          role="group"
          tabIndex={0}
          aria-label={T.playerLabel(position)}
          aria-describedby={hintId}
          onKeyDown={onRegionKeyDown}
        >
          {isVideo ? (
            <video
              ref={mediaRef}
              src={source}
              controls
              preload="metadata"
              playsInline
              poster={response.thumbnailUrl ?? undefined}
              onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
              onSeeked={(event) => setTime(event.currentTarget.currentTime)}
              onPlay={() => setHasStarted(true)}
            />
          ) : (
            <audio
              ref={mediaRef}
              src={source}
              controls
              preload="metadata"
              onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
              onSeeked={(event) => setTime(event.currentTarget.currentTime)}
              onPlay={() => setHasStarted(true)}
            />
          )}
          <div className="review-player__controls">
            <label htmlFor={speedId}>{T.playbackSpeed}</label>
            <select
              id={speedId}
              className="form-select form-select-sm"
              value={speed}
              onChange={(event) => onSpeedChange(Number(event.target.value))}
            >
              {PLAYBACK_SPEEDS.map((option) => (
                <option key={option} value={option}>
                  {option}×
                </option>
              ))}
            </select>
          </div>
          <p id={hintId} className="review-player__hint">
            {T.playerHint}
          </p>
        </div>
      )}
      <Transcript
        transcription={response.transcription}
        active={active}
        canSeek={source !== null}
        onSeek={(start) => seekTo(start, true)}
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
