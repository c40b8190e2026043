import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSilenceWatcher, useSilenceWarning } from './use-silence-warning';

describe('createSilenceWatcher', () => {
  let level: number | undefined;
  const onChange = vi.fn<(silent: boolean) => void>();

  beforeEach(() => {
    vi.useFakeTimers();
    level = 0;
    onChange.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const watcher = createSilenceWatcher({ readLevel: () => level, onChange, sampleMs: 250 });
    watcher.start();
    return watcher;
  }

  it('raises after 10 s below 1, not before', () => {
    const watcher = start();
    vi.advanceTimersByTime(9999);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(watcher.isSilent()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(onChange).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it('clears as soon as sound returns, and a level of exactly 1 is sound', () => {
    const watcher = start();
    vi.advanceTimersByTime(10_000);
    level = 1;
    vi.advanceTimersByTime(250);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    watcher.stop();
  });

  it('restarts the 10 s window on any sound', () => {
    const watcher = start();
    vi.advanceTimersByTime(8000);
    level = 40;
    vi.advanceTimersByTime(250); // loud sample at 8.25 s
    level = 0.5;
    vi.advanceTimersByTime(250); // the new window starts at 8.5 s
    vi.advanceTimersByTime(9750);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(onChange).toHaveBeenCalledWith(true);
    watcher.stop();
  });

  it('reset() clears the warning and waits another full 10 s', () => {
    const watcher = start();
    vi.advanceTimersByTime(10_000);
    watcher.reset();
    expect(onChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(9750);
    expect(watcher.isSilent()).toBe(false);
    vi.advanceTimersByTime(250);
    expect(watcher.isSilent()).toBe(true);
    watcher.stop();
  });

  it('ignores samples while no meter runs (undefined or NaN level)', () => {
    level = undefined;
    const watcher = start();
    vi.advanceTimersByTime(20_000);
    expect(onChange).not.toHaveBeenCalled();
    level = Number.NaN;
    vi.advanceTimersByTime(20_000);
    expect(onChange).not.toHaveBeenCalled();
    watcher.stop();
  });

  it('stop() clears the warning and the timer', () => {
    const watcher = start();
    vi.advanceTimersByTime(10_000);
    watcher.stop();
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useSilenceWarning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns only while active, and reset() dismisses it', () => {
    let level = 0;
    const { result, rerender } = renderHook(
      ({ isActive }: { isActive: boolean }) => useSilenceWarning({ readLevel: () => level, isActive }),
      { initialProps: { isActive: false } },
    );
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(result.current.silent).toBe(false);

    rerender({ isActive: true });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.silent).toBe(true);

    act(() => {
      result.current.reset();
    });
    expect(result.current.silent).toBe(false);

    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.silent).toBe(true);
    level = 30;
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current.silent).toBe(false);

    // The window starts at the first quiet sample after the loud one.
    level = 0;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.silent).toBe(false);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current.silent).toBe(true);
    rerender({ isActive: false });
    expect(result.current.silent).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
