import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { AnswerKind } from '../recording/recording-channel';
import { revealAboveActions } from './answer-focus';
import type { AnswerState } from './answer-machine';
import { formatClock } from './answer-time';
import { TakePlayback } from './take-playback';
import { QUESTION_TEXTS, thinkCountdown, timeUpMessage } from './texts';
import { Waveform } from './waveform';
import './answer-area.css';

function MicIcon({ size = 40 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
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
function CameraPreview(props: {
  stream: MediaStream;
  blurCanvas: HTMLCanvasElement | null;
  children?: ReactNode;
}) {
  const { stream, blurCanvas, children } = props;
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
    host.prepend(blurCanvas);
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
          aria-label={QUESTION_TEXTS.cameraPreview}
        />
      )}
      {children}
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
  /** 3, 2, 1 before the take records. */
  countIn: number | undefined;
  /** Seconds of think time left, while it runs. */
  thinkSecondsLeft: number | undefined;
  idleHint: string;
  onPlaybackError: (message: string) => void;
};

/**
 * Spec §2 "Question screen", the answer itself: the idle hint (or the think time), the 3-2-1 count-in,
 * the pulsing microphone and waveform while recording, the greyed waveform and
 * playback after the stop; for video the live preview until a take exists. Then what screen readers hear.
 */
export function AnswerArea(props: AnswerAreaProps) {
  const { kind, answer, stream, blurCanvas, takeUrl, readLevel, levelHistory, countIn } = props;
  const isRecording = answer.phase === 'recording' || answer.phase === 'stopping';
  const isStopped = answer.phase === 'stopped' || answer.phase === 'submitting';
  const isPreviewing =
    kind === 'video' && stream !== null && !answer.hasRecording && answer.phase !== 'stopped';
  const isThinking = props.thinkSecondsLeft !== undefined;
  const thinkRef = useRef<HTMLDivElement>(null);

  // The countdown says when recording starts by itself: it must be seen, also once the preview above it
  // has appeared and pushed it down.
  useEffect(() => {
    if (isThinking) revealAboveActions(thinkRef.current);
  }, [isThinking, isPreviewing]);

  const countInBadge = countIn !== undefined && (
    <span className="answer-count-in" aria-hidden="true" data-testid="count-in">
      {countIn}
    </span>
  );
  // While recording: the pulsing microphone and the level, over the bottom of the preview for video.
  const liveLevel = (
    <div className={isPreviewing ? 'answer-live answer-live--overlay' : 'answer-live'}>
      <div className="answer-live__circle">
        <MicIcon size={isPreviewing ? 20 : 28} />
      </div>
      <Waveform readLevel={readLevel} isLive history={levelHistory} />
    </div>
  );
  const liveStatus = isRecording
    ? QUESTION_TEXTS.recordingNow
    : countIn !== undefined
      ? `${QUESTION_TEXTS.countInAnnounced} ${countIn}`
      : isStopped && takeUrl
        ? QUESTION_TEXTS.takeReady
        : '';

  return (
    <>
      <div className="answer-area" data-phase={answer.phase}>
        {isPreviewing && (
          <CameraPreview stream={stream} blurCanvas={blurCanvas}>
            {isRecording && <span className="answer-preview__rec" aria-hidden="true" />}
            {isRecording && liveLevel}
            {countInBadge}
          </CameraPreview>
        )}
        {isRecording && !isPreviewing ? (
          liveLevel
        ) : isRecording ? null : isStopped && takeUrl ? (
          <div className="answer-take">
            {answer.isTimeUp && (
              <p className="answer-time-up" role="status">
                {timeUpMessage(formatClock(answer.limits.answerTimeSeconds))}
              </p>
            )}
            {answer.isRecovered && (
              <div className="answer-notice" role="note" aria-labelledby="recovered-title">
                <h3 id="recovered-title" className="answer-notice__title">
                  {QUESTION_TEXTS.recoveredTitle}
                </h3>
                <p className="answer-notice__text">{QUESTION_TEXTS.recoveredText}</p>
              </div>
            )}
            {!answer.isRecovered && <Waveform readLevel={readLevel} isLive={false} history={levelHistory} />}
            <TakePlayback key={takeUrl} url={takeUrl} kind={kind} onError={props.onPlaybackError} />
          </div>
        ) : countIn !== undefined && !isPreviewing ? (
          <div className="answer-idle">{countInBadge}</div>
        ) : isThinking ? (
          <div className="answer-idle answer-think" ref={thinkRef}>
            <p className="answer-think__hint">{QUESTION_TEXTS.thinkHint}</p>
            <p className="answer-think__clock" role="timer" aria-atomic="true">
              {thinkCountdown(formatClock(props.thinkSecondsLeft ?? 0))}
            </p>
          </div>
        ) : (
          countIn === undefined && (
            <div className={isPreviewing ? 'answer-idle answer-idle--inline' : 'answer-idle'}>
              <MicIcon size={isPreviewing ? 20 : 40} />
              <p>{props.idleHint}</p>
            </div>
          )
        )}
      </div>

      <p className="visually-hidden" role="status" data-testid="recording-status">
        {liveStatus}
      </p>
    </>
  );
}
