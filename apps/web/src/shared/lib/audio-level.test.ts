import { describe, expect, it } from 'vitest';
import { averageLevel, createSilenceTracker, levelPercent } from './audio-level';

describe('levelPercent', () => {
  it.each([
    [0, 0],
    [85, 100],
    [42.5, 50],
    [255, 100],
    [-4, 0],
    [Number.NaN, 0],
  ])('maps average %d to %d %%', (average, percent) => {
    expect(levelPercent(average)).toBeCloseTo(percent, 10);
  });

  it('scales by 3/255', () => {
    expect(levelPercent(1)).toBeCloseTo((3 / 255) * 100, 10);
  });
});

describe('averageLevel', () => {
  it('averages a frame and treats an empty one as 0', () => {
    expect(averageLevel(Uint8Array.from([0, 10, 20]))).toBe(10);
    expect(averageLevel([])).toBe(0);
  });
});

describe('createSilenceTracker', () => {
  it('fires after 10 s below 1 and restarts on any sound', () => {
    const tracker = createSilenceTracker();
    expect(tracker.sample(0, 0)).toBe(false);
    expect(tracker.sample(0.2, 9_999)).toBe(false);
    expect(tracker.sample(0, 10_000)).toBe(true);
    expect(tracker.sample(3, 10_500)).toBe(false);
    expect(tracker.sample(0, 11_000)).toBe(false);
    expect(tracker.sample(0, 21_000)).toBe(true);
    tracker.reset();
    expect(tracker.sample(0, 21_500)).toBe(false);
  });
});
