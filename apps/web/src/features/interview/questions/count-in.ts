import { COUNT_IN_SECONDS, countInLeft } from './answer-time';

export interface CountIn {
  /** True when the count reached 0, false when it was cancelled. */
  done: Promise<boolean>;
  cancel(): void;
}

/**
 * The 3-2-1 before a take records. `onSecond` hears 3, 2, 1 and finally undefined; the numbers come from
 * the clock, so a late timer skips a number rather than stretch the count.
 */
export function startCountIn(
  onSecond: (left: number | undefined) => void,
  seconds = COUNT_IN_SECONDS,
  now: () => number = () => Date.now(),
): CountIn {
  const startedAt = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: (isDone: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => {
    finish = (isDone) => {
      clearTimeout(timer);
      onSecond(undefined);
      resolve(isDone);
      finish = () => undefined;
    };
  });

  function step() {
    const left = countInLeft(startedAt, now(), seconds);
    if (left === 0) {
      finish(true);
      return;
    }
    onSecond(left);
    // Wake up at the next whole second since the start.
    const elapsed = now() - startedAt;
    timer = setTimeout(step, 1000 - (elapsed % 1000));
  }

  if (seconds <= 0) finish(true);
  else step();
  return { done, cancel: () => finish(false) };
}
