import { describe, expect, it } from 'vitest';
import { activeSegmentIndex, clampTime, formatTimestamp } from './transcript-time';

const segments = [
  { start: 0.5, end: 2.5, text: 'a' },
  { start: 3, end: 6, text: 'b' },
  { start: 7.25, end: 10, text: 'c' },
];

describe('transcript helpers', () => {
  it('formats positions as m:ss', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(7.9)).toBe('0:07');
    expect(formatTimestamp(125)).toBe('2:05');
    expect(formatTimestamp(3725)).toBe('1:02:05');
    expect(formatTimestamp(Number.NaN)).toBe('0:00');
  });

  it('finds the line being spoken, keeping the previous one through a pause', () => {
    expect(activeSegmentIndex(segments, 0)).toBe(-1);
    expect(activeSegmentIndex(segments, 0.5)).toBe(0);
    expect(activeSegmentIndex(segments, 2.7)).toBe(0);
    expect(activeSegmentIndex(segments, 3)).toBe(1);
    expect(activeSegmentIndex(segments, 99)).toBe(2);
    expect(activeSegmentIndex([], 3)).toBe(-1);
  });

  it('keeps a seek inside the media', () => {
    expect(clampTime(-2, 10)).toBe(0);
    expect(clampTime(12, 10)).toBe(10);
    expect(clampTime(12, Number.NaN)).toBe(12);
  });
});
