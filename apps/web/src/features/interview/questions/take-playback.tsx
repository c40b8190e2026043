import { useRef, useState } from 'react';
import type { AnswerKind } from '../recording/recording-channel';
import { TAKE_PLAY_ID } from './answer-focus';
import { QUESTION_TEXTS } from './texts';

/**
 * Playback of the take just recorded, from its local Blob URL (nothing is fetched back from the server).
 * Play/Pause, Mute/Unmute and Replay; failures go to the page's generic Error dialog. Keyed by the URL
 * by its parent, so a new take starts from a fresh state.
 */
export function TakePlayback({
  url,
  kind,
  onError,
}: {
  url: string;
  kind: AnswerKind;
  onError: (message: string) => void;
}) {
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(false);
  const playFailure =
    kind === 'video' ? QUESTION_TEXTS.unableToPlayRecording : QUESTION_TEXTS.unableToPlayAudio;

  async function play(fromStart: boolean) {
    const media = mediaRef.current;
    if (!media) return;
    try {
      if (fromStart) media.currentTime = 0;
      await media.play();
    } catch {
      setIsPlaying(false);
      onError(playFailure);
    }
  }

  function togglePlay() {
    const media = mediaRef.current;
    if (!media) return;
    if (media.paused) void play(false);
    else media.pause();
  }

  function toggleMute() {
    const media = mediaRef.current;
    try {
      if (!media) throw new Error('no media element');
      media.muted = !media.muted;
      setIsMuted(media.muted);
    } catch {
      onError(QUESTION_TEXTS.unableToMuteAudio);
    }
  }

  const mediaProps = {
    ref: mediaRef,
    src: url,
    preload: 'auto',
    onPlay: () => setIsPlaying(true),
    onPause: () => setIsPlaying(false),
    onEnded: () => setIsPlaying(false),
    // A player on its way out (a new take replaced this one) has nothing to report.
    onError: (event: { currentTarget: HTMLMediaElement }) => {
      if (event.currentTarget.isConnected) onError(playFailure);
    },
  };

  return (
    <div className="take-playback">
      {kind === 'video' ? (
        <video
          {...mediaProps}
          className="take-playback__video"
          playsInline
          aria-label={QUESTION_TEXTS.recordedAnswer}
        />
      ) : (
        <audio {...mediaProps} aria-label={QUESTION_TEXTS.recordedAnswer} />
      )}
      <div className="take-playback__controls" role="group" aria-label={QUESTION_TEXTS.playbackGroup}>
        <button
          id={TAKE_PLAY_ID}
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={togglePlay}
        >
          {isPlaying ? QUESTION_TEXTS.pause : QUESTION_TEXTS.play}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-pressed={isMuted}
          onClick={toggleMute}
        >
          {isMuted ? QUESTION_TEXTS.unmute : QUESTION_TEXTS.mute}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void play(true)}>
          {QUESTION_TEXTS.replay}
        </button>
      </div>
    </div>
  );
}
