import { z } from 'zod';
import { booleanEnv } from './boolean-env.js';

/**
 * Settings of the integrations (webhooks, API keys), kept apart from env.ts for its length. The
 * variables join the one environment schema there, so a bad value stops the process like any other.
 */

/**
 * After a failed attempt, the wait before the next one: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h (seven
 * attempts over about 18 hours, the schedule Standard Webhooks senders use).
 */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [
  60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000,
];

const delayList = z
  .string()
  .transform((v) =>
    v
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number()
          .int('each delay must be a whole number of milliseconds')
          .min(0)
          .max(7 * 86_400_000),
      )
      .min(1, 'must list at least one delay')
      .max(20, 'at most 20 retries'),
  );

export const IntegrationsEnvShape = {
  /** Endpoints on loopback, private, link-local or unique-local addresses are refused unless true. */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanEnv.default(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Comma-separated delays in milliseconds between attempts; their count + 1 is the number of attempts. */
  WEBHOOK_RETRY_DELAYS_MS: delayList.optional(),
  /** How often an API key's "last used" is written at most (per key and process). */
  API_KEY_LAST_USED_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
};

type IntegrationsEnv = z.infer<z.ZodObject<typeof IntegrationsEnvShape>>;

export interface IntegrationsConfig {
  webhooks: {
    allowPrivateNetworks: boolean;
    timeoutMs: number;
    /** Waits between attempts; attempts = retryDelaysMs.length + 1. */
    retryDelaysMs: number[];
    /** A receiver's answer beyond this many bytes is not read. */
    maxResponseBytes: number;
  };
  apiKeys: { lastUsedIntervalMs: number };
}

export function integrationsConfig(e: IntegrationsEnv): IntegrationsConfig {
  return {
    webhooks: {
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryDelaysMs: e.WEBHOOK_RETRY_DELAYS_MS ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
      maxResponseBytes: 64 * 1024,
    },
    apiKeys: { lastUsedIntervalMs: e.API_KEY_LAST_USED_INTERVAL_MS },
  };
}
