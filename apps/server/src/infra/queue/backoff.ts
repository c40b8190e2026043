/** How long a failed job waits before its next attempt. Both queue backends use the same policy. */
export interface BackoffPolicy {
  /** Delay after the first failure; doubled after each further one. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 5 * 60_000 };

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Exponential with jitter: after the n-th failure the delay is between half and all of base·2^(n-1),
 * capped. The jitter keeps jobs that failed together (an engine down for a minute) from all retrying
 * in the same instant.
 */
export function retryDelayMs(
  failedAttempts: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30));
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
