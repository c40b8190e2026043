import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackgroundBlur } from '../../../shared/media/background-blur';
import { registerStream, unregisterStream } from '../../../shared/media/live-tracks';
import { deviceErrorMessage } from '../hooks/device-errors';
import { mediaConstraints } from '../recording/answer-recorder';
import type { AnswerKind } from '../recording/recording-channel';

/** How long a take waits for the blur model on a first Start, as the real questions do. */
const BLUR_WAIT_MS = 10_000;
const MISSING_DEVICE = new Set(['NotFoundError', 'OverconstrainedError']);

type PracticeMediaOptions = {
  kind: AnswerKind;
  audioDeviceId: string | undefined;
  cameraDeviceId: string | undefined;
  isBlurEnabled: boolean;
};

function stopStream(stream: MediaStream | null): void {
  if (!stream) return;
  for (const track of stream.getTracks()) track.stop();
  unregisterStream(stream);
}

function isLive(stream: MediaStream | null): stream is MediaStream {
  return stream !== null && stream.getTracks().every((track) => track.readyState === 'live');
}

/**
 * The same constraints as a real take, on the devices chosen at onboarding. A device that has gone since
 * then is not worth a dead end in a rehearsal: the browser's default device takes its place.
 */
export async function openPracticeStream(
  kind: AnswerKind,
  devices: { audioDeviceId?: string; cameraDeviceId?: string },
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream> = (constraints) =>
    navigator.mediaDevices.getUserMedia(constraints),
): Promise<MediaStream> {
  try {
    return await getUserMedia(mediaConstraints(kind, devices));
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    const hadChoice = devices.audioDeviceId !== undefined || devices.cameraDeviceId !== undefined;
    if (!hadChoice || !MISSING_DEVICE.has(name)) throw error;
    return getUserMedia(mediaConstraints(kind, {}));
  }
}

/**
 * The practice page's camera and microphone: opened on arrival for the live preview or level meter, with
 * the blur chosen at onboarding; `release` stops them before the real questions open their own.
 */
export function usePracticeMedia({
  kind,
  audioDeviceId,
  cameraDeviceId,
  isBlurEnabled,
}: PracticeMediaOptions) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const streamRef = useRef<MediaStream | null>(null);
  const blur = useBackgroundBlur(kind === 'video' ? stream : null, isBlurEnabled);
  const blurRef = useRef(blur);
  useEffect(() => {
    blurRef.current = blur;
  }, [blur]);

  const isMounted = useRef(false);
  const opening = useRef<Promise<MediaStream> | undefined>(undefined);

  // Calls while one is pending share it: a strict-mode remount or a quick Start must not open two streams.
  const open = useCallback((): Promise<MediaStream> => {
    if (isLive(streamRef.current)) return Promise.resolve(streamRef.current);
    opening.current ??= (async () => {
      stopStream(streamRef.current);
      streamRef.current = null;
      try {
        const media = registerStream(await openPracticeStream(kind, { audioDeviceId, cameraDeviceId }));
        if (!isMounted.current) {
          stopStream(media);
          throw new Error('The practice page has gone');
        }
        streamRef.current = media;
        setStream(media);
        setError(undefined);
        return media;
      } catch (cause) {
        if (isMounted.current) setError(deviceErrorMessage(cause, { audio: true, video: kind === 'video' }));
        throw cause;
      } finally {
        opening.current = undefined;
      }
    })();
    return opening.current;
  }, [kind, audioDeviceId, cameraDeviceId]);

  const release = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  useEffect(() => {
    isMounted.current = true;
    open().catch(() => undefined);
    return () => {
      isMounted.current = false;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [open]);

  /** The stream a take records: the live one (reopened if a device went), blurred when blur is on. */
  const recordingStream = useCallback(async (): Promise<MediaStream> => {
    const media = await open();
    if (!isBlurEnabled || kind !== 'video') return media;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BLUR_WAIT_MS);
    });
    try {
      return (await Promise.race([blurRef.current.whenOutputReady(media), timeout])) ?? media;
    } finally {
      clearTimeout(timer);
    }
  }, [open, isBlurEnabled, kind]);

  return { stream, error, blurCanvas: isBlurEnabled ? blur.canvas : null, recordingStream, release };
}
