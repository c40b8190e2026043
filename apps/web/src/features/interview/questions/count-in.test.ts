import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountIn } from './count-in';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startCountIn', () => {
  it('says 3, 2, 1 a second apart and resolves true at 0', async () => {
    const heard: (number | undefined)[] = [];
    const countIn = startCountIn((left) => heard.push(left));
    expect(heard).toEqual([3]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([3, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([3, 2, 1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([3, 2, 1, undefined]);
    await expect(countIn.done).resolves.toBe(true);
  });

  it('resolves false when cancelled, and says nothing more', async () => {
    const heard: (number | undefined)[] = [];
    const countIn = startCountIn((left) => heard.push(left));
    countIn.cancel();
    await expect(countIn.done).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(heard).toEqual([3, undefined]);
  });
});
