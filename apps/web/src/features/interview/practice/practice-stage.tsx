import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { levelPercent } from '../../../shared/lib/audio-level';
import { openAudioLevelMeter } from '../../../shared/media/audio-level-meter';
import type { AnswerKind } from '../recording/recording-channel';
import { PRACTICE_TEXTS as T } from './texts';

const LEVEL_SAMPLE_MS = 100;

/** The microphone level (0–100 %) of `stream`, sampled ten times a second. */
function useLevelPercent(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      return undefined;
    }
    const meter = openAudioLevelMeter(AudioContext, stream);
    const timer = setInterval(() => setLevel(Math.round(levelPercent(meter.read()))), LEVEL_SAMPLE_MS);
    return () => {
      clearInterval(timer);
      meter.close();
      setLevel(0);
    };
  }, [stream]);
  return stream ? level : 0;
}

function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const level = useLevelPercent(stream);
  return (
    <div
      className="practice-meter"
      role="meter"
      aria-label={T.levelLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={level}
      aria-valuetext={`${level}%`}
    >
      <div className="practice-meter__fill" style={{ width: `${level}%` }} />
    </div>
  );
}

/** The live camera: the plain video, or the blur's canvas in its place while blur runs. */
function CameraPreview({
  stream,
  blurCanvas,
}: {
  stream: MediaStream | null;
  blurCanvas: HTMLCanvasElement | null;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream, blurCanvas]);
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !blurCanvas) return undefined;
    blurCanvas.classList.add('practice-stage__media');
    host.appendChild(blurCanvas);
    return () => {
      if (blurCanvas.parentNode === host) host.removeChild(blurCanvas);
    };
  }, [blurCanvas]);

  return (
    <div className="practice-stage__frame" ref={hostRef}>
      {!blurCanvas && (
        <video
          ref={videoRef}
          className="practice-stage__media"
          autoPlay
          muted
          playsInline
          aria-label={T.cameraPreview}
        />
      )}
    </div>
  );
}

/**
 * Chrome gives a MediaRecorder WebM no duration (Infinity) until it has been read to the end, which leaves
 * the native controls without a seek bar; seeking far once makes it read the length.
 */
function fixUnknownDuration(event: SyntheticEvent<HTMLMediaElement>) {
  const media = event.currentTarget;
  if (Number.isFinite(media.duration)) return;
  const rewind = () => {
    media.removeEventListener('durationchange', rewind);
    media.currentTime = 0;
  };
  media.addEventListener('durationchange', rewind);
  media.currentTime = Number.MAX_SAFE_INTEGER;
}

type PracticeStageProps = {
  kind: AnswerKind;
  stream: MediaStream | null;
  blurCanvas: HTMLCanvasElement | null;
  isRecording: boolean;
  takeUrl: string | undefined;
  /** 3, 2, 1 before the take records. */
  countIn?: number | undefined;
};

/** The live preview or level meter before and while recording; the take with native controls after. */
export function PracticeStage(props: PracticeStageProps) {
  const { kind, stream, blurCanvas, isRecording, takeUrl, countIn } = props;
  if (takeUrl) {
    return (
      <div className="practice-stage">
        {kind === 'video' ? (
          <div className="practice-stage__frame">
            <video
              key={takeUrl}
              className="practice-stage__media"
              src={takeUrl}
              controls
              playsInline
              preload="auto"
              aria-label={T.playbackLabel}
              onLoadedMetadata={fixUnknownDuration}
            />
          </div>
        ) : (
          <audio
            key={takeUrl}
            className="practice-stage__audio"
            src={takeUrl}
            controls
            preload="auto"
            aria-label={T.playbackLabel}
            onLoadedMetadata={fixUnknownDuration}
          />
        )}
      </div>
    );
  }
  return (
    <div className={`practice-stage${isRecording ? ' practice-stage--recording' : ''}`}>
      {countIn !== undefined && (
        <span className="practice-count-in" aria-hidden="true" data-testid="count-in">
          {countIn}
        </span>
      )}
      {kind === 'video' && <CameraPreview stream={stream} blurCanvas={blurCanvas} />}
      {kind === 'audio' && (
        <svg className="practice-stage__mic" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <rect
            x="9"
            y="2.5"
            width="6"
            height="12"
            rx="3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          />
          <path
            d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
      )}
      <LevelMeter stream={stream} />
    </div>
  );
}
