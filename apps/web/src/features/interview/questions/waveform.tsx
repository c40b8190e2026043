import { useEffect, useState, type RefObject } from 'react';
import { levelPercent } from '../../../shared/lib/audio-level';

const BARS = 32;
const SAMPLE_MS = 100;

/**
 * Bars of the recent audio level: live while recording, frozen and greyed after the stop. Decorative
 * (the pulsing circle's status text says that recording runs), so hidden from screen readers.
 */
export function Waveform({
  readLevel,
  isLive,
  history,
}: {
  readLevel: () => number | undefined;
  isLive: boolean;
  /** Shared between the live and the greyed waveform, which are different elements. */
  history: RefObject<number[]>;
}) {
  const [levels, setLevels] = useState<number[]>(() => {
    const recent = history.current.slice(-BARS);
    return [...Array<number>(BARS - recent.length).fill(0), ...recent];
  });

  useEffect(() => {
    if (!isLive) return undefined;
    const interval = setInterval(() => {
      const level = readLevel();
      const percent = level === undefined ? 0 : levelPercent(level);
      history.current = [...history.current.slice(1 - BARS), percent];
      setLevels((previous) => [...previous.slice(1), percent]);
    }, SAMPLE_MS);
    return () => clearInterval(interval);
  }, [isLive, readLevel, history]);

  return (
    <div className={`waveform${isLive ? '' : ' waveform--idle'}`} aria-hidden="true" data-testid="waveform">
      {levels.map((level, index) => (
        <span key={index} className="waveform__bar" style={{ height: `${Math.max(4, level)}%` }} />
      ))}
    </div>
  );
}
