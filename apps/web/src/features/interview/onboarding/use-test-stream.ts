import { useCallback, useEffect, useRef, useState } from 'react';
import { registerStream, unregisterStream } from '../../../shared/media/live-tracks';
import { deviceErrorMessage, deviceErrorTitle } from '../hooks/device-errors';
import { DEVICE_ERROR_TITLES, deviceDisconnectedMessage } from '../hooks/device-messages';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import type { DialogMessage } from './native-message-dialog';

type TestKind = 'audio' | 'video';

function constraintsFor(kind: TestKind, deviceId: string | undefined): MediaStreamConstraints {
  // An empty id is the placeholder browsers list before permission: ask for any device then.
  const device = deviceId ? { deviceId: { exact: deviceId } } : {};
  if (kind === 'audio') return { audio: { ...device }, video: false };
  const { width, height, frameRate } = UI_LIMITS.videoPreferred;
  return {
    audio: false,
    video: { ...device, width: { ideal: width }, height: { ideal: height }, frameRate: { ideal: frameRate } },
  };
}

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
  unregisterStream(stream);
}

/**
 * One device test (the microphone or the camera): opens the chosen device, registers the stream so the end
 * screens can stop it, and stops it on Stop, on a new device, and when the screen goes away.
 */
export function useTestStream(kind: TestKind, onError: (dialog: DialogMessage) => void) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const requestRef = useRef(0);

  const stop = useCallback(() => {
    requestRef.current += 1;
    if (streamRef.current) stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  const start = useCallback(
    async (deviceId: string | undefined): Promise<boolean> => {
      stop();
      const mine = requestRef.current;
      const kinds = { audio: kind === 'audio', video: kind === 'video' };
      try {
        const opened = await navigator.mediaDevices.getUserMedia(constraintsFor(kind, deviceId));
        // Stopped or restarted while the permission prompt was open: this stream is no longer wanted.
        if (mine !== requestRef.current) {
          for (const track of opened.getTracks()) track.stop();
          return false;
        }
        streamRef.current = registerStream(opened);
        setStream(opened);
        // A track ends on its own when its device is unplugged or the permission is revoked.
        for (const track of opened.getTracks()) {
          track.addEventListener('ended', () => {
            if (streamRef.current !== opened) return;
            stop();
            onError({ title: DEVICE_ERROR_TITLES.disconnected, message: deviceDisconnectedMessage(kinds) });
          });
        }
        return true;
      } catch (error) {
        if (mine === requestRef.current) {
          onError({ title: deviceErrorTitle(kinds), message: deviceErrorMessage(error, kinds) });
        }
        return false;
      }
    },
    [kind, onError, stop],
  );

  useEffect(() => stop, [stop]);

  return { stream, start, stop };
}
