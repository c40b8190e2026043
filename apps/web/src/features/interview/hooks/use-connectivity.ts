import { useEffect, useState } from 'react';
import { API_BASE_URL } from '../../../shared/api/http-client';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';

/** The product's own health endpoint; probing a third-party host would leak the applicant's activity. */
export const HEALTH_PROBE_URL = `${API_BASE_URL}/health`;

/** Resolves true when the app's server answered; may reject or ignore the signal, both count as offline. */
export type ConnectivityProbe = (signal: AbortSignal) => Promise<boolean>;

/**
 * HEAD /api/v1/health. Any answer from our server means the applicant is connected, even 503 (database
 * degraded); 502/504 are a proxy saying our server did not answer, so they count as offline.
 */
export async function probeHealth(signal: AbortSignal): Promise<boolean> {
  const response = await fetch(HEALTH_PROBE_URL, {
    method: 'HEAD',
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  return response.status !== 502 && response.status !== 504;
}

interface ConnectivityMonitorOptions {
  probe: ConnectivityProbe;
  onChange: (isOnline: boolean) => void;
  isBrowserOnline?: () => boolean;
  initialOnline?: boolean;
  intervalMs?: number;
  probeTimeoutMs?: number;
}

interface ConnectivityMonitor {
  start(): void;
  stop(): void;
  /** Runs one check now, cancelling a probe in flight; resolves when its result is applied. */
  check(): Promise<void>;
  /** For the window 'offline' event: offline at once, no probe needed. */
  markOffline(): void;
  isOnline(): boolean;
}

/**
 * Spec §4 Connectivity: checked every 4 s — navigator.onLine first (cheap, only ever wrong towards
 * "online"), then a probe with an 8 s time-out. A probe still running when the next tick comes is left to
 * finish rather than stacked; a result overtaken by a newer check is dropped.
 */
export function createConnectivityMonitor({
  probe,
  onChange,
  isBrowserOnline = () => navigator.onLine,
  initialOnline = isBrowserOnline(),
  intervalMs = UI_LIMITS.connectivityCheckMs,
  probeTimeoutMs = UI_LIMITS.connectivityProbeTimeoutMs,
}: ConnectivityMonitorOptions): ConnectivityMonitor {
  let online = initialOnline;
  let generation = 0;
  let inFlight: AbortController | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;

  function apply(next: boolean) {
    if (next === online) return;
    online = next;
    onChange(next);
  }

  function cancelProbe() {
    generation += 1;
    inFlight?.abort();
    inFlight = undefined;
  }

  async function runProbe(): Promise<boolean> {
    const controller = new AbortController();
    inFlight = controller;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => {
        controller.abort();
        resolve(false);
      }, probeTimeoutMs);
    });
    try {
      return await Promise.race([probe(controller.signal).catch(() => false), timedOut]);
    } finally {
      clearTimeout(timeout);
      if (inFlight === controller) inFlight = undefined;
    }
  }

  async function check(): Promise<void> {
    cancelProbe();
    const mine = generation;
    if (!isBrowserOnline()) {
      apply(false);
      return;
    }
    const reachable = await runProbe();
    if (mine === generation) apply(reachable);
  }

  function tick() {
    if (inFlight !== undefined && isBrowserOnline()) return;
    void check();
  }

  return {
    start() {
      if (interval !== undefined) return;
      interval = setInterval(tick, intervalMs);
      void check();
    },
    stop() {
      if (interval !== undefined) clearInterval(interval);
      interval = undefined;
      cancelProbe();
    },
    check,
    markOffline() {
      cancelProbe();
      apply(false);
    },
    isOnline: () => online,
  };
}

interface UseConnectivityOptions {
  probe?: ConnectivityProbe;
  intervalMs?: number;
}

/** Online/offline for the Connection Lost dialog; window 'online'/'offline' events act at once. */
export function useConnectivity({
  probe = probeHealth,
  intervalMs = UI_LIMITS.connectivityCheckMs,
}: UseConnectivityOptions = {}): { isOnline: boolean } {
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const monitor = createConnectivityMonitor({
      probe,
      intervalMs,
      onChange: setIsOnline,
      initialOnline: navigator.onLine,
    });
    const handleOnline = () => void monitor.check();
    const handleOffline = () => monitor.markOffline();
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    monitor.start();
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      monitor.stop();
    };
  }, [probe, intervalMs]);

  return { isOnline };
}
