import { z } from 'zod';
import { booleanEnv } from './boolean-env.js';

/**
 * Settings of what the server exposes to anyone (docs/security.md, "Public surface"): the web app's
 * error reports and the API's documentation pages. Kept apart from env.ts for its length; the variables
 * join the one environment schema there, so a bad value stops the process like any other.
 */

export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export const SurfaceEnvShape = {
  /** Reports one address may send a minute (an applicant's app sends one per failure it meets). */
  CLIENT_LOG_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(20),
  /** Reports below this level are answered 202 and dropped: neither stored nor logged above debug. */
  CLIENT_LOG_LEVEL: z.enum(CLIENT_LOG_LEVELS).default('warn'),
  /** Stored reports older than this are deleted by the scheduled sweep. */
  CLIENT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** The API's documentation pages (/api/docs): on by default outside production, off in production. */
  API_DOCS: booleanEnv.optional(),
};

type SurfaceEnv = z.infer<z.ZodObject<typeof SurfaceEnvShape>> & { NODE_ENV: string };

export interface SurfaceConfig {
  clientLogs: { ratePerMinute: number; storeLevel: ClientLogLevel; retentionDays: number };
  /** Whether /api/docs (the Swagger UI) is served; /api/openapi.json follows the same setting. */
  apiDocs: boolean;
}

export function surfaceConfig(e: SurfaceEnv): SurfaceConfig {
  return {
    clientLogs: {
      ratePerMinute: e.CLIENT_LOG_RATE_PER_MINUTE,
      storeLevel: e.CLIENT_LOG_LEVEL,
      retentionDays: e.CLIENT_LOG_RETENTION_DAYS,
    },
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
  };
}
