import { UI_LIMITS } from './ui-limits';

/** Meter fill for an analyser's average byte level (0–255): the spec's ×3/255 gain, clamped to 0–100 %. */
export function levelPercent(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const percent = average * UI_LIMITS.audioLevelGain * 100;
  return Math.min(100, Math.max(0, percent));
}

/** Average of one analyser frame (e.g. from `getByteFrequencyData`); an empty frame is silence. */
export function averageLevel(frame: ArrayLike<number>): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < frame.length; i += 1) sum += frame[i] ?? 0;
  return sum / frame.length;
}

/**
 * Tracks how long the level has stayed below the threshold, for the spec's "below 1 for 10 s" rule.
 * Any sample at or above the threshold restarts the window.
 */
export function createSilenceTracker(
  timeoutMs: number = UI_LIMITS.silenceTimeoutSeconds * 1000,
  threshold: number = UI_LIMITS.silenceLevelThreshold,
) {
  let silentSince: number | undefined;
  return {
    /** Feeds one average level at time `at` (ms); returns true once silence has lasted `timeoutMs`. */
    sample(level: number, at: number): boolean {
      if (!(level < threshold)) {
        silentSince = undefined;
        return false;
      }
      silentSince ??= at;
      return at - silentSince >= timeoutMs;
    },
    reset(): void {
      silentSince = undefined;
    },
  };
}
