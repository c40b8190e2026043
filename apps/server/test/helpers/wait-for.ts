import { setTimeout as sleep } from 'node:timers/promises';
import { scaled } from './time-scale.js';

export interface WaitForOptions {
  /** Give up after this long (default 10 s), stretched by TEST_TIME_SCALE (time-scale.ts). */
  timeoutMs?: number;
  /** Pause between two checks (default 50 ms). */
  intervalMs?: number;
  /** What is awaited, for the time-out error; a function can describe the last state it saw. */
  message?: string | (() => string);
}

type Pending = undefined | null | false;

/**
 * The one way server tests wait for something to happen: checks `condition` until it gives a value
 * (anything but undefined, null or false) and returns that value. A condition that throws (a failed
 * expectation, say) ends the wait at once; after `timeoutMs` the wait fails, naming what it waited for.
 */
export async function waitFor<T>(
  condition: () => T | Pending | Promise<T | Pending>,
  { timeoutMs = 10_000, intervalMs = 50, message = 'a condition' }: WaitForOptions = {},
): Promise<T> {
  const limitMs = scaled(timeoutMs);
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() >= deadline) {
      const what = typeof message === 'function' ? message() : message;
      throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    }
    await sleep(intervalMs);
  }
}
