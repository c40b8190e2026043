import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEALTH_PROBE_URL,
  createConnectivityMonitor,
  probeHealth,
  useConnectivity,
  type ConnectivityProbe,
} from './use-connectivity';

/** A probe whose answers the test releases one by one. */
function createFakeProbe() {
  const pending: { resolve: (up: boolean) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const probe = vi.fn<ConnectivityProbe>(
    (signal) =>
      new Promise<boolean>((resolve, reject) => {
        pending.push({ resolve, reject, signal });
      }),
  );
  return { probe, pending };
}

function setNavigatorOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });
}

describe('createConnectivityMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(options: { browserOnline?: () => boolean; initialOnline?: boolean } = {}) {
    const fake = createFakeProbe();
    const onChange = vi.fn<(online: boolean) => void>();
    const monitor = createConnectivityMonitor({
      probe: fake.probe,
      onChange,
      isBrowserOnline: options.browserOnline ?? (() => true),
      initialOnline: options.initialOnline ?? true,
      intervalMs: 4000,
      probeTimeoutMs: 8000,
    });
    return { ...fake, onChange, monitor };
  }

  it('probes at start and then every 4 s', async () => {
    const { probe, pending, monitor } = setup();
    monitor.start();
    expect(probe).toHaveBeenCalledTimes(1);
    pending[0]?.resolve(true);
    await vi.advanceTimersByTimeAsync(3999);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    pending[1]?.resolve(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(3);
    monitor.stop();
  });

  it('reports offline when the probe fails and online again when it succeeds, only on change', async () => {
    const { pending, onChange, monitor } = setup();
    monitor.start();
    pending[0]?.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(4000);
    pending[1]?.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(monitor.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(4000);
    pending[2]?.resolve(false);
    await vi.advanceTimersByTimeAsync(4000);
    pending[3]?.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    monitor.stop();
  });

  it('aborts a probe that takes longer than 8 s and counts it as offline', async () => {
    const { probe, pending, onChange, monitor } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(7999);
    // Ticks at 4 s did not stack a second probe on the one still running.
    expect(probe).toHaveBeenCalledTimes(1);
    expect(pending[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(onChange).toHaveBeenCalledWith(false);
    // A late answer from the aborted probe changes nothing.
    pending[0]?.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.isOnline()).toBe(false);
    monitor.stop();
  });

  it('skips the probe when navigator.onLine is false', async () => {
    let browserOnline = true;
    const { probe, pending, onChange, monitor } = setup({ browserOnline: () => browserOnline });
    monitor.start();
    pending[0]?.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    browserOnline = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    monitor.stop();
  });

  it('markOffline goes offline at once and cancels the probe in flight', async () => {
    const { pending, onChange, monitor } = setup();
    monitor.start();
    monitor.markOffline();
    expect(onChange).toHaveBeenCalledWith(false);
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[0]?.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.isOnline()).toBe(false);
    monitor.stop();
  });

  it('check() replaces a probe in flight; the older answer is dropped', async () => {
    const { pending, onChange, monitor } = setup({ initialOnline: false });
    monitor.start();
    const done = monitor.check();
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[0]?.resolve(false);
    pending[1]?.resolve(true);
    await done;
    expect(onChange.mock.calls).toEqual([[true]]);
    monitor.stop();
  });

  it('stop() clears the interval and aborts the probe', async () => {
    const { probe, pending, monitor } = setup();
    monitor.start();
    monitor.stop();
    expect(pending[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('probeHealth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [200, true],
    [503, true],
    [502, false],
    [504, false],
  ])('HEAD /api/v1/health answering %i → %s', async (status, expected) => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status })));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();

    await expect(probeHealth(controller.signal)).resolves.toBe(expected);
    expect(HEALTH_PROBE_URL).toBe('/api/v1/health');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/health',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store', signal: controller.signal }),
    );
  });
});

describe('useConnectivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setNavigatorOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    setNavigatorOnline(true);
  });

  it('follows the probe and the window online/offline events', async () => {
    const { probe, pending } = createFakeProbe();
    const { result, unmount } = renderHook(() => useConnectivity({ probe }));
    expect(result.current.isOnline).toBe(true);
    await act(async () => {
      pending[0]?.resolve(true);
      await vi.advanceTimersByTimeAsync(0);
    });

    act(() => {
      setNavigatorOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.isOnline).toBe(false);

    const probesBefore = probe.mock.calls.length;
    setNavigatorOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    // 'online' probes at once rather than waiting for the next tick.
    expect(probe.mock.calls.length).toBe(probesBefore + 1);
    await act(async () => {
      pending.at(-1)?.resolve(true);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.isOnline).toBe(true);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes offline when the probe times out', async () => {
    const { probe } = createFakeProbe();
    const { result } = renderHook(() => useConnectivity({ probe }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    expect(result.current.isOnline).toBe(false);
  });
});
