import { useEffect, useState } from 'react';
import { averageLevel, levelPercent } from '../../../shared/lib/audio-level';

const SAMPLE_MS = 100;

type AudioContextClass = typeof AudioContext;

function findAudioContext(): AudioContextClass | undefined {
  const win = window as typeof window & { webkitAudioContext?: AudioContextClass };
  return win.AudioContext ?? win.webkitAudioContext;
}

/**
 * The live meter level (0–100 %) of a stream's audio: an analyser's average byte level through the spec's
 * ×3/255 gain. Sampled on a timer rather than per animation frame: ten updates a second read as live and
 * keep re-renders cheap on slow phones.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    const AudioContextCtor = findAudioContext();
    if (!stream || !AudioContextCtor || stream.getAudioTracks().length === 0) return undefined;
    const context = new AudioContextCtor();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    source.connect(analyser);
    const frame = new Uint8Array(analyser.frequencyBinCount);
    // Autoplay rules may start the context suspended; the test was started by a click, so resuming is allowed.
    void context.resume().catch(() => undefined);
    const timer = window.setInterval(() => {
      analyser.getByteFrequencyData(frame);
      setLevel(Math.round(levelPercent(averageLevel(frame))));
    }, SAMPLE_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
      setLevel(0);
    };
  }, [stream]);

  return stream ? level : 0;
}
