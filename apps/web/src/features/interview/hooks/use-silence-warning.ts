import { useCallback, useEffect, useRef, useState } from 'react';
import { createSilenceTracker } from '../../../shared/lib/audio-level';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';

/** How often the analyser's average is read; fine enough that 10 s is met within a quarter second. */
const SILENCE_SAMPLE_MS = 250;

/** Current average analyser level (0–255), or undefined while no meter is running (not silence). */
type LevelSource = () => number | undefined;

interface SilenceWatcherOptions {
  readLevel: LevelSource;
  onChange: (isSilent: boolean) => void;
  sampleMs?: number;
  timeoutMs?: number;
  threshold?: number;
  now?: () => number;
}

/**
 * Spec §5: average level below 1 for 10 s raises the warning; a sample at or above 1 clears it.
 * reset() clears it and restarts the window, so a dismissed warning comes back only after another 10 s.
 */
export function createSilenceWatcher({
  readLevel,
  onChange,
  sampleMs = SILENCE_SAMPLE_MS,
  timeoutMs = UI_LIMITS.silenceTimeoutSeconds * 1000,
  threshold = UI_LIMITS.silenceLevelThreshold,
  now = () => Date.now(),
}: SilenceWatcherOptions) {
  const tracker = createSilenceTracker(timeoutMs, threshold);
  let silent = false;
  let interval: ReturnType<typeof setInterval> | undefined;

  function apply(next: boolean) {
    if (next === silent) return;
    silent = next;
    onChange(next);
  }

  function sample() {
    const level = readLevel();
    if (level === undefined || !Number.isFinite(level)) return;
    apply(tracker.sample(level, now()));
  }

  return {
    start() {
      if (interval !== undefined) return;
      tracker.reset();
      sample();
      interval = setInterval(sample, sampleMs);
    },
    stop() {
      if (interval !== undefined) clearInterval(interval);
      interval = undefined;
      tracker.reset();
      apply(false);
    },
    reset() {
      tracker.reset();
      apply(false);
      // Seeds the new window now rather than at the next tick, so it is a full 10 s from the dismissal.
      if (interval !== undefined) sample();
    },
    isSilent: () => silent,
  };
}

interface UseSilenceWarningOptions {
  readLevel: LevelSource;
  /** True while recording; sampling stops and the warning clears otherwise. */
  isActive: boolean;
  sampleMs?: number;
}

/** Drives the "Are you talking?" dialog; reset() when the applicant dismisses it. */
export function useSilenceWarning({
  readLevel,
  isActive,
  sampleMs = SILENCE_SAMPLE_MS,
}: UseSilenceWarningOptions): { silent: boolean; reset: () => void } {
  const [silent, setSilent] = useState(false);
  // The latest source is read through a ref so a new function each render does not restart the window.
  const readLevelRef = useRef(readLevel);
  const watcherRef = useRef<ReturnType<typeof createSilenceWatcher> | undefined>(undefined);

  useEffect(() => {
    readLevelRef.current = readLevel;
  }, [readLevel]);

  useEffect(() => {
    if (!isActive) return undefined;
    const watcher = createSilenceWatcher({
      readLevel: () => readLevelRef.current(),
      onChange: setSilent,
      sampleMs,
    });
    watcherRef.current = watcher;
    watcher.start();
    return () => {
      watcher.stop();
      watcherRef.current = undefined;
      setSilent(false);
    };
  }, [isActive, sampleMs]);

  const reset = useCallback(() => {
    watcherRef.current?.reset();
    setSilent(false);
  }, []);

  return { silent, reset };
}
