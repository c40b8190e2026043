import { useEffect, useState } from 'react';
import { levelPercent } from '../../../shared/lib/audio-level';
import { openAudioLevelMeter } from '../../../shared/media/audio-level-meter';

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
export function useAudioLevelPercent(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    const AudioContextCtor = findAudioContext();
    if (!stream || !AudioContextCtor || stream.getAudioTracks().length === 0) return undefined;
    const meter = openAudioLevelMeter(AudioContextCtor, stream);
    const timer = window.setInterval(() => {
      setLevel(Math.round(levelPercent(meter.read())));
    }, SAMPLE_MS);
    return () => {
      window.clearInterval(timer);
      meter.close();
      setLevel(0);
    };
  }, [stream]);

  return stream ? level : 0;
}
