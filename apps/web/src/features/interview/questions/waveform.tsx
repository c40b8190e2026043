import { useEffect, useState } from 'react';
import { levelPercent } from '../../../shared/lib/audio-level';

const BARS = 32;
const SAMPLE_MS = 100;

/**
 * Bars of the recent audio level: live while recording, frozen and greyed after the stop. Decorative
 * (the pulsing circle's status text says that recording runs), so hidden from screen readers.
 */
export function Waveform({ readLevel, isLive }: { readLevel: () => number | undefined; isLive: boolean }) {
  const [levels, setLevels] = useState<number[]>(() => Array<number>(BARS).fill(0));

  useEffect(() => {
    if (!isLive) return undefined;
    const interval = setInterval(() => {
      const level = readLevel();
      setLevels((previous) => [...previous.slice(1), level === undefined ? 0 : levelPercent(level)]);
    }, SAMPLE_MS);
    return () => clearInterval(interval);
  }, [isLive, readLevel]);

  return (
    <div className={`waveform${isLive ? '' : ' waveform--idle'}`} aria-hidden="true" data-testid="waveform">
      {levels.map((level, index) => (
        <span key={index} className="waveform__bar" style={{ height: `${Math.max(4, level)}%` }} />
      ))}
    </div>
  );
}
