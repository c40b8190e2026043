import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useBackgroundBlur } from '../../../shared/media/background-blur';
import { registerStream, unregisterStream } from '../../../shared/media/live-tracks';
import type { MediaKinds } from '../hooks/device-messages';
import { useAudioDevices } from '../hooks/use-audio-devices';
import { mediaConstraints } from '../recording/answer-recorder';
import type { AnswerKind } from '../recording/recording-channel';
import type { TakeMedia } from './take-ports';

/** How long a take waits for the blur model to be ready on a first Start (real time, not the answer clock). */
const BLUR_WAIT_MS = 10_000;

function stopStream(stream: MediaStream | null): void {
  if (!stream) return;
  for (const track of stream.getTracks()) track.stop();
  unregisterStream(stream);
}

/** The blurred stream once blur has decided, or null when it has not within `ms`. */
async function blurredWithin(
  whenOutputReady: (input: MediaStream) => Promise<MediaStream | null>,
  input: MediaStream,
  ms: number,
): Promise<MediaStream | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([whenOutputReady(input), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type AnswerMediaOptions = {
  kind: AnswerKind;
  /** The devices chosen at onboarding. */
  audioDeviceId: string | undefined;
  cameraDeviceId: string | undefined;
  isBlurOn: boolean;
};

/**
 * The question screen's camera and microphone: one stream, opened with the screen for a video answer (the
 * preview) or by the first Start for an audio one, and kept for the next takes, on the devices chosen at onboarding; the blur on it; and devices going away, which drops the stream
 * (the next Start opens the device the watcher fell back to) and tells the take.
 */
export function useAnswerMedia({ kind, audioDeviceId, cameraDeviceId, isBlurOn }: AnswerMediaOptions) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const openingRef = useRef<Promise<MediaStream> | undefined>(undefined);
  const isMountedRef = useRef(true);
  const lostListeners = useRef(new Set<(lost: MediaKinds) => void>());
  const blur = useBackgroundBlur(kind === 'video' ? stream : null, isBlurOn);

  const dropStream = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  const handleDeviceRemoved = useCallback(
    (removed: MediaKinds) => {
      const relevant: MediaKinds = { audio: removed.audio, video: removed.video && kind === 'video' };
      if (!relevant.audio && !relevant.video) return;
      dropStream();
      for (const listener of lostListeners.current) listener(relevant);
    },
    [dropStream, kind],
  );

  const devices = useAudioDevices({
    includeCameras: kind === 'video',
    onSelectedRemoved: handleDeviceRemoved,
  });
  const { selectMicrophone, selectCamera } = devices;

  // The devices chosen at onboarding, once the watcher lists them.
  const hasMic = devices.microphones.some((d) => d.deviceId === audioDeviceId);
  const hasCamera = devices.cameras.some((d) => d.deviceId === cameraDeviceId);
  useEffect(() => {
    if (hasMic && audioDeviceId) selectMicrophone(audioDeviceId);
  }, [hasMic, audioDeviceId, selectMicrophone]);
  useEffect(() => {
    if (hasCamera && cameraDeviceId) selectCamera(cameraDeviceId);
  }, [hasCamera, cameraDeviceId, selectCamera]);

  // The camera and microphone go when the page does.
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  /** The live stream for a take: the one already open (or opening), or a new one on the selected devices. */
  function openStream(): Promise<MediaStream> {
    const existing = streamRef.current;
    if (existing && existing.getTracks().every((track) => track.readyState === 'live')) {
      return Promise.resolve(existing);
    }
    // The preview's opening and a quick first Start share one request, so no second camera stream is made.
    openingRef.current ??= openNewStream().finally(() => {
      openingRef.current = undefined;
    });
    return openingRef.current;
  }

  async function openNewStream(): Promise<MediaStream> {
    dropStream();
    const media = await navigator.mediaDevices.getUserMedia(
      mediaConstraints(kind, {
        audioDeviceId: devices.selectedMicrophoneId || audioDeviceId,
        cameraDeviceId: kind === 'video' ? devices.selectedCameraId || cameraDeviceId : undefined,
      }),
    );
    if (!isMountedRef.current) {
      for (const track of media.getTracks()) track.stop();
      throw new DOMException('The page was left', 'AbortError');
    }
    registerStream(media);
    for (const track of media.getTracks()) {
      track.addEventListener('ended', () => {
        if (streamRef.current !== media) return;
        handleDeviceRemoved({ audio: track.kind === 'audio', video: track.kind === 'video' });
      });
    }
    streamRef.current = media;
    setStream(media);
    // Labels and real ids appear once permission is granted.
    void devices.refresh();
    return media;
  }

  /**
   * With blur on, the take records the blurred picture. Blur starts only once a camera stream exists
   * (the first Start), so this waits for it rather than record the first seconds unblurred; where blur
   * turns out unsupported or fails, the recording goes on normally (spec: "You can still record").
   */
  async function recordingStream(media: MediaStream): Promise<MediaStream> {
    if (!isBlurOn || kind !== 'video') return media;
    return (await blurredWithin(blur.whenOutputReady, media, BLUR_WAIT_MS)) ?? media;
  }

  const subscribeDeviceLost = useCallback((listener: (lost: MediaKinds) => void) => {
    const listeners = lostListeners.current;
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  // A video answer shows the live preview on every question before recording, the first one included:
  // the camera opens with the screen (permission was given on onboarding). A failure is reported by Start.
  const openPreview = useEffectEvent(() => {
    openStream().catch(() => undefined);
  });
  useEffect(() => {
    if (kind === 'video') openPreview();
  }, [kind]);

  const take: TakeMedia = { openStream, recordingStream, subscribeDeviceLost };
  return { stream, blur, take };
}
