import { useCallback, useEffect, useRef } from 'react';
import { averageLevel } from '../../../shared/lib/audio-level';

/**
 * An analyser on the microphone track of `stream`. `readLevel` gives the average byte level (0–255) of
 * the current frame, or undefined while there is no stream (the silence watcher then does not count).
 */
export function useAudioLevel(stream: MediaStream | null): () => number | undefined {
  const readerRef = useRef<(() => number) | undefined>(undefined);

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      return undefined;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    source.connect(analyser);
    const frame = new Uint8Array(analyser.frequencyBinCount);
    readerRef.current = () => {
      analyser.getByteFrequencyData(frame);
      return averageLevel(frame);
    };
    // Autoplay rules may start the context suspended; the Start click is the gesture that resumes it.
    void context.resume().catch(() => undefined);
    return () => {
      readerRef.current = undefined;
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream]);

  return useCallback(() => readerRef.current?.(), []);
}
