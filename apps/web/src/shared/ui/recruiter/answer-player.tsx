import type { InterviewResponse } from '@vi/contracts';
import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { CaptionLine, CaptionsToggle, useAnswerCaptions } from '../captions';
import { reportAnswerPlayed } from '../../api/answer-played';
import { TranscriptPanel, type TranscriptTexts } from '../transcript-panel';
import { activeSegmentIndex, clampTime } from '../../lib/transcript-time';
import { TimelineMarkers, type TimelineMarker } from './timeline-markers';
import { PLAYER_TEXTS } from './player-texts';
import { TRANSCRIPT_LINE_TEXTS, transcriptReasonText } from './transcript-texts';
import { INTERVIEW_TEXTS as T } from './interview-texts';
import { PLAYBACK_SPEEDS, SEEK_STEP_SECONDS } from './transcript';

/** Read at each render: the recruiter's language may have changed since the module loaded. */
const transcriptTexts = (): TranscriptTexts => ({
  heading: T.transcript,
  pending: T.transcriptPending,
  unavailable: T.transcriptUnavailable,
  empty: T.transcriptEmpty,
  machineMade: PLAYER_TEXTS.transcriptMachineMade,
  language: TRANSCRIPT_LINE_TEXTS.language,
  seekTo: T.seekTo,
  reason: transcriptReasonText,
});

/** What the review screen may do with a player from outside: pin a note at its moment, seek to one. */
export type AnswerPlayerHandle = {
  /** The player's position in seconds (0 before it has played). */
  currentTime: () => number;
  /** Moves the player there without playing, and puts the focus on the player for Space to play. */
  seekAndFocus: (seconds: number) => void;
};

type AnswerPlayerProps = {
  response: InterviewResponse;
  position: number;
  /** Shared by every answer of the screen: a recruiter who listens at 1.5× wants it everywhere. */
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** Notes pinned to moments of this answer, shown as marks along its timeline. */
  markers?: readonly TimelineMarker[];
  handleRef?: Ref<AnswerPlayerHandle>;
};

/**
 * One answer: its player (video or audio, with the native controls), a speed choice, keys on the player
 * region (space, ←, →) and the transcript, whose lines seek the player and play from there.
 */
export function AnswerPlayer(props: AnswerPlayerProps) {
  const { response, position, speed, onSpeedChange, markers = [], handleRef } = props;
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(response.duration);
  const [hasStarted, setHasStarted] = useState(false);
  const speedId = useId();
  const hintId = useId();
  const source = response.videoUrl ?? response.audioUrl;
  const isVideo = response.videoUrl !== null;
  const captions = useAnswerCaptions(mediaRef, response, PLAYER_TEXTS.captions);
  const { track } = captions;

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    // Both: playbackRate for what plays now, defaultPlaybackRate so a reload of the source keeps it.
    media.defaultPlaybackRate = speed;
    media.playbackRate = speed;
  }, [speed, source]);

  function onPlay() {
    setHasStarted(true);
    if (source !== null) reportAnswerPlayed(source, isVideo ? 'video' : 'audio');
  }

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

  function seekAndFocus(seconds: number) {
    seekTo(seconds, false);
    regionRef.current?.focus();
  }

  useImperativeHandle(handleRef, () => ({
    currentTime: () => mediaRef.current?.currentTime ?? 0,
    seekAndFocus,
  }));

  function onDuration(media: HTMLMediaElement) {
    // A remuxed recording knows its length; until its metadata arrives the stored duration stands in.
    if (Number.isFinite(media.duration) && media.duration > 0) setDuration(media.duration);
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
        <p className="review-transcript__status">
          {response.mediaStatus === 'processing'
            ? T.processing
            : response.mediaStatus === 'failed'
              ? T.mediaFailed(response.mediaError ?? '')
              : T.noMedia}
        </p>
      ) : (
        <div
          ref={regionRef}
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
              onPlay={onPlay}
              onLoadedMetadata={(event) => onDuration(event.currentTarget)}
              onDurationChange={(event) => onDuration(event.currentTarget)}
            >
              {track}
            </video>
          ) : (
            <audio
              ref={mediaRef}
              src={source}
              controls
              preload="metadata"
              onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
              onSeeked={(event) => setTime(event.currentTarget.currentTime)}
              onPlay={onPlay}
              onLoadedMetadata={(event) => onDuration(event.currentTarget)}
              onDurationChange={(event) => onDuration(event.currentTarget)}
            >
              {track}
            </audio>
          )}
          {!isVideo && captions.isOn && <CaptionLine text={captions.cueText} label={PLAYER_TEXTS.captions} />}
          <TimelineMarkers markers={markers} duration={duration} position={position} onSeek={seekAndFocus} />
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
            {captions.hasCaptions && (
              <CaptionsToggle
                isOn={captions.isOn}
                onToggle={captions.toggle}
                label={PLAYER_TEXTS.captions}
                hint={PLAYER_TEXTS.captionsHint}
              />
            )}
          </div>
          <p id={hintId} className="review-player__hint">
            {T.playerHint}
          </p>
        </div>
      )}
      <TranscriptPanel
        transcription={response.transcription}
        active={active}
        canSeek={source !== null}
        onSeek={(start) => seekTo(start, true)}
        texts={transcriptTexts()}
        block="review-transcript"
      />
    </div>
  );
}
