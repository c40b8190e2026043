import type { InterviewResponse } from '@vi/contracts';
import { useRef, useState } from 'react';
import { reportAnswerPlayed } from '../../shared/api/answer-played';
import { activeSegmentIndex, clampTime } from '../../shared/lib/transcript-time';
import { CaptionLine, CaptionsToggle, useAnswerCaptions } from '../../shared/ui/captions';
import { TranscriptPanel, type TranscriptTexts } from '../../shared/ui/transcript-panel';
import { PLAYER_TEXTS } from '../../shared/ui/recruiter/player-texts';
import { SHARED_TEXTS as T } from './texts';

/** The transcript panel's words, read in the guest's language at render (never kept at module load). */
const transcriptTexts = (): TranscriptTexts => ({
  heading: T.transcript,
  pending: T.transcriptPending,
  unavailable: T.transcriptUnavailable,
  empty: T.transcriptEmpty,
  machineMade: T.machineMade,
  language: T.transcriptLanguage,
  seekTo: T.seekTo,
});

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
  const isVideo = response.videoUrl !== null;
  const captions = useAnswerCaptions(mediaRef, response, PLAYER_TEXTS.captions);
  const { track } = captions;

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
    onPlay: () => {
      setHasStarted(true);
      if (source !== null) reportAnswerPlayed(source, response.videoUrl !== null ? 'video' : 'audio');
    },
    onError: onMediaError,
  } as const;

  const segments = response.transcription.segments;
  return (
    <div className="shared-answer__layout">
      {source === null ? (
        <p className="shared-muted">{response.mediaStatus === 'processing' ? T.processing : T.noMedia}</p>
      ) : (
        <div className="shared-answer__player">
          {isVideo ? (
            <video
              {...mediaProps}
              className="shared-answer__media"
              playsInline
              poster={response.thumbnailUrl ?? undefined}
            >
              {track}
            </video>
          ) : (
            <audio {...mediaProps} className="shared-answer__media shared-answer__media--audio">
              {track}
            </audio>
          )}
          {!isVideo && captions.isOn && <CaptionLine text={captions.cueText} label={PLAYER_TEXTS.captions} />}
          {captions.hasCaptions && (
            <div className="shared-answer__controls">
              <CaptionsToggle
                isOn={captions.isOn}
                onToggle={captions.toggle}
                label={PLAYER_TEXTS.captions}
                hint={PLAYER_TEXTS.captionsHint}
              />
            </div>
          )}
        </div>
      )}
      <TranscriptPanel
        transcription={response.transcription}
        active={hasStarted ? activeSegmentIndex(segments, time) : -1}
        canSeek={source !== null}
        onSeek={seekTo}
        texts={transcriptTexts()}
        block="shared-transcript"
      />
    </div>
  );
}
