import { useCallback, useEffect, useRef } from 'react';
import { openAudioLevelMeter } from '../../../shared/media/audio-level-meter';

/**
 * A reader of the microphone level of `stream`: `readLevel()` gives the average byte level (0–255) of the
 * current frame, or undefined while there is no stream (the silence watcher then does not count).
 */
export function useAudioLevelReader(stream: MediaStream | null): () => number | undefined {
  const readerRef = useRef<(() => number) | undefined>(undefined);

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      return undefined;
    }
    const meter = openAudioLevelMeter(AudioContext, stream);
    readerRef.current = meter.read;
    return () => {
      readerRef.current = undefined;
      meter.close();
    };
  }, [stream]);

  return useCallback(() => readerRef.current?.(), []);
}
