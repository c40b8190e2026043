import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelayMs } from './backoff.js';

describe('retryDelayMs', () => {
  it('doubles from one second, between half and all of the step', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, DEFAULT_BACKOFF, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, DEFAULT_BACKOFF, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
  });

  it('is capped at five minutes however many attempts failed', () => {
    expect(retryDelayMs(20, DEFAULT_BACKOFF, () => 1)).toBe(300_000);
    expect(retryDelayMs(10_000, DEFAULT_BACKOFF, () => 1)).toBe(300_000);
  });

  it('spreads jobs that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });

  it('follows a short base for tests', () => {
    expect(retryDelayMs(1, { baseMs: 10, maxMs: 1000 }, () => 1)).toBe(10);
    expect(retryDelayMs(2, { baseMs: 10, maxMs: 1000 }, () => 1)).toBe(20);
  });
});
