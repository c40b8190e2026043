import { useEffect, useRef, type RefObject } from 'react';
import type { AnswerKind } from '../recording/recording-channel';
import { countdownSeconds, formatClock, type AnswerState } from './answer-machine';
import { TakePlayback } from './take-playback';
import { QUESTION_TEXTS } from './texts';
import { Waveform } from './waveform';

function MicIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="2.5" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7" strokeLinecap="round" />
    </svg>
  );
}

/** The live camera before and while recording: the plain video, or the blur's canvas in its place. */
function CameraPreview({
  stream,
  blurCanvas,
}: {
  stream: MediaStream;
  blurCanvas: HTMLCanvasElement | null;
}) {
  const previewRef = useRef<HTMLVideoElement>(null);
  const blurHostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const preview = previewRef.current;
    if (preview && preview.srcObject !== stream) preview.srcObject = stream;
  }, [stream, blurCanvas]);
  useEffect(() => {
    const host = blurHostRef.current;
    if (!host || !blurCanvas) return undefined;
    blurCanvas.classList.add('answer-preview__media');
    host.appendChild(blurCanvas);
    return () => {
      if (blurCanvas.parentNode === host) host.removeChild(blurCanvas);
    };
  }, [blurCanvas]);

  return (
    <div className="answer-preview" ref={blurHostRef}>
      {!blurCanvas && (
        <video
          ref={previewRef}
          className="answer-preview__media"
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
        />
      )}
    </div>
  );
}

type AnswerAreaProps = {
  kind: AnswerKind;
  answer: AnswerState;
  stream: MediaStream | null;
  /** The blurred preview while blur is on and running. */
  blurCanvas: HTMLCanvasElement | null;
  takeUrl: string | undefined;
  readLevel: () => number | undefined;
  levelHistory: RefObject<number[]>;
  onPlaybackError: (message: string) => void;
};

/**
 * Spec §2 "Question screen", the answer itself: the idle hint, the pulsing microphone and waveform while
 * recording, the greyed waveform and playback after the stop; for video the live preview until a take
 * exists. Then what screen readers hear of it, and the countdown of the last 30 s.
 */
export function AnswerArea(props: AnswerAreaProps) {
  const { kind, answer, stream, blurCanvas, takeUrl, readLevel, levelHistory, onPlaybackError } = props;
  const isRecording = answer.phase === 'recording' || answer.phase === 'stopping';
  const isStopped = answer.phase === 'stopped' || answer.phase === 'submitting';
  const isPreviewing =
    kind === 'video' && stream !== null && !answer.hasRecording && answer.phase !== 'stopped';
  const countdown = countdownSeconds(answer);

  return (
    <>
      <div className="answer-area">
        {isPreviewing && <CameraPreview stream={stream} blurCanvas={blurCanvas} />}
        {isRecording ? (
          <div className="answer-live">
            <div className="answer-live__circle">
              <MicIcon />
            </div>
            <Waveform readLevel={readLevel} isLive history={levelHistory} />
          </div>
        ) : isStopped && takeUrl ? (
          <div className="answer-take">
            <Waveform readLevel={readLevel} isLive={false} history={levelHistory} />
            <TakePlayback key={takeUrl} url={takeUrl} kind={kind} onError={onPlaybackError} />
          </div>
        ) : (
          <div className="answer-idle">
            <MicIcon />
            <p className="mb-0">{QUESTION_TEXTS.idleHint}</p>
          </div>
        )}
      </div>

      {/* Always present: a live region only announces changes it was there to see. */}
      <p className="visually-hidden" role="status" data-testid="recording-status">
        {isRecording ? QUESTION_TEXTS.recordingNow : isStopped && takeUrl ? QUESTION_TEXTS.takeReady : ''}
      </p>
      <div className="answer-countdown" role="timer" aria-live="polite" aria-atomic="true">
        {countdown !== undefined && (
          <>
            <span className="visually-hidden">Time remaining </span>
            {formatClock(countdown)}
          </>
        )}
      </div>
    </>
  );
}
