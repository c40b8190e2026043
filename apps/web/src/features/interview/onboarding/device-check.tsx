import { useEffect, useId, useRef, useState } from 'react';
import { shortenAudioLabel, shortenCameraLabel } from '../../../shared/lib/device-labels';
import { useBackgroundBlur } from '../../../shared/media/background-blur';
import type { AudioDevices } from '../hooks/use-audio-devices';
import { MicrophoneGraphic } from './microphone-graphic';
import type { DialogMessage } from './native-message-dialog';
import { ONBOARDING_TEXTS as T } from './texts';
import { useAudioLevelPercent } from './use-audio-level-percent';
import { useTestStream } from './use-test-stream';

type DeviceCheckProps = {
  isVideo: boolean;
  devices: AudioDevices;
  isBlurEnabled: boolean;
  onBlurChange: (enabled: boolean) => void;
  onError: (dialog: DialogMessage) => void;
};

/** Spec onboarding: the device pickers, Test Audio with its level meter, Test Camera with preview and blur. */
export function DeviceCheck({ isVideo, devices, isBlurEnabled, onBlurChange, onError }: DeviceCheckProps) {
  const ids = useId();
  const audio = useTestStream('audio', onError);
  const camera = useTestStream('video', onError);
  const level = useAudioLevelPercent(audio.stream);
  const blur = useBackgroundBlur(isVideo ? camera.stream : null, isVideo && isBlurEnabled);
  const [status, setStatus] = useState('');
  const [blurInfo, setBlurInfo] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const { refresh, selectedMicrophoneId, selectedCameraId } = devices;

  const viewportWidth = typeof window === 'undefined' ? 0 : window.innerWidth;
  const showBlurCanvas = isBlurEnabled && blur.canvas !== null;

  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== camera.stream) video.srcObject = camera.stream;
  }, [camera.stream, showBlurCanvas]);

  useEffect(() => {
    const host = canvasHostRef.current;
    const canvas = blur.canvas;
    if (!host || !canvas || !showBlurCanvas) return undefined;
    canvas.classList.add('onboarding-preview__media');
    canvas.setAttribute('aria-label', T.cameraPreviewLabel);
    canvas.setAttribute('role', 'img');
    host.appendChild(canvas);
    return () => {
      if (canvas.parentNode === host) host.removeChild(canvas);
    };
  }, [blur.canvas, showBlurCanvas]);

  // The applicant asked for blur, and the check ended without it: say so once and switch it back off.
  const blurFailed = isBlurEnabled && !blur.checking && (!blur.supported || blur.error !== null);
  const [wasBlurFailed, setWasBlurFailed] = useState(false);
  if (blurFailed !== wasBlurFailed) {
    // Adjusted while rendering (not in an effect) so the info shows in the same pass that detects it.
    setWasBlurFailed(blurFailed);
    if (blurFailed) setBlurInfo(true);
  }
  useEffect(() => {
    if (blurFailed) onBlurChange(false);
  }, [blurFailed, onBlurChange]);

  async function toggleAudio() {
    if (audio.stream) {
      audio.stop();
      setStatus(T.audioTestStopped);
      return;
    }
    if (await audio.start(selectedMicrophoneId)) {
      setStatus(T.audioTestRunning);
      // Labels and real ids appear only after permission is granted.
      await refresh();
    }
  }

  async function toggleCamera() {
    if (camera.stream) {
      camera.stop();
      onBlurChange(false);
      setStatus(T.cameraTestStopped);
      return;
    }
    if (await camera.start(selectedCameraId)) {
      setStatus(T.cameraTestRunning);
      await refresh();
    }
  }

  async function changeMicrophone(deviceId: string) {
    devices.selectMicrophone(deviceId);
    if (audio.stream) await audio.start(deviceId);
  }

  async function changeCamera(deviceId: string) {
    devices.selectCamera(deviceId);
    if (camera.stream) await camera.start(deviceId);
  }

  const showBlurToggle = isVideo && camera.stream !== null && (blur.supported || blur.checking);
  // The hook also reports a model that failed on its first try, before anyone asked for blur.
  const showBlurInfo = blurInfo || (isVideo && camera.stream !== null && blur.error !== null);

  return (
    <section className="onboarding-devices" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{T.deviceCheckHeading}</h3>
      <div className="onboarding-devices__pickers">
        <div className="onboarding-field">
          <label htmlFor={`${ids}-mic`}>{T.microphoneLabel}</label>
          {devices.microphones.length > 0 ? (
            <select
              id={`${ids}-mic`}
              className="form-select"
              value={selectedMicrophoneId ?? ''}
              onChange={(event) => void changeMicrophone(event.target.value)}
            >
              {devices.microphones.map((option) => (
                <option key={option.deviceId} value={option.deviceId} title={option.label} dir="auto">
                  {shortenAudioLabel(option.label)}
                </option>
              ))}
            </select>
          ) : (
            <p id={`${ids}-mic`} className="onboarding-field__empty">
              {T.noMicrophones}
            </p>
          )}
        </div>
        {isVideo && (
          <div className="onboarding-field">
            <label htmlFor={`${ids}-camera`}>{T.cameraLabel}</label>
            {devices.cameras.length > 0 ? (
              <select
                id={`${ids}-camera`}
                className="form-select"
                value={selectedCameraId ?? ''}
                onChange={(event) => void changeCamera(event.target.value)}
              >
                {devices.cameras.map((option) => (
                  <option key={option.deviceId} value={option.deviceId} title={option.label} dir="auto">
                    {shortenCameraLabel(option.label, viewportWidth)}
                  </option>
                ))}
              </select>
            ) : (
              <p id={`${ids}-camera`} className="onboarding-field__empty">
                {T.noCameras}
              </p>
            )}
          </div>
        )}
      </div>

      <div className="onboarding-devices__buttons">
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-pressed={audio.stream !== null}
          disabled={devices.microphones.length === 0}
          onClick={() => void toggleAudio()}
        >
          {audio.stream ? T.stopAudioTest : T.testAudio}
        </button>
        {isVideo && (
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-pressed={camera.stream !== null}
            disabled={devices.cameras.length === 0}
            onClick={() => void toggleCamera()}
          >
            {camera.stream ? T.stopCamera : T.testCamera}
          </button>
        )}
      </div>

      <div className="onboarding-meter">
        <span id={`${ids}-level`} className="onboarding-meter__label">
          {T.levelLabel}
        </span>
        <div
          role="meter"
          aria-labelledby={`${ids}-level`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          aria-valuetext={`${level}%`}
          className="onboarding-meter__track"
        >
          <div className="onboarding-meter__fill" style={{ width: `${level}%` }} />
        </div>
      </div>

      {isVideo ? (
        <div className="onboarding-preview">
          {camera.stream ? (
            <>
              <video
                ref={videoRef}
                className="onboarding-preview__media"
                aria-label={T.cameraPreviewLabel}
                autoPlay
                muted
                playsInline
                hidden={showBlurCanvas}
              />
              <div ref={canvasHostRef} hidden={!showBlurCanvas} />
            </>
          ) : (
            <div className="onboarding-preview__placeholder" aria-hidden="true" />
          )}
        </div>
      ) : (
        <MicrophoneGraphic isActive={audio.stream !== null} level={level} />
      )}

      {showBlurToggle && (
        <div className="form-check form-switch onboarding-blur">
          <input
            id={`${ids}-blur`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={isBlurEnabled}
            disabled={blur.checking && !isBlurEnabled}
            onChange={(event) => {
              setBlurInfo(false);
              onBlurChange(event.target.checked);
            }}
          />
          <label className="form-check-label" htmlFor={`${ids}-blur`}>
            {T.blurLabel}
          </label>
          {blur.checking && <span className="onboarding-blur__checking">{T.blurChecking}</span>}
        </div>
      )}
      {showBlurInfo && (
        <div className="onboarding-info" role="status">
          <strong>{T.blurUnavailableTitle}: </strong>
          {T.blurUnsupported}
        </div>
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
