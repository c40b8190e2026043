import { z } from 'zod';
import { LanguageInfoSchema } from './language.schema.js';

/** Every API error has this shape; 5xx messages never carry internal details. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Machine-readable code, e.g. 'TOKEN_EXPIRED', 'VALIDATION'. */
  code: z.string().optional(),
  /** Field-level problems of a validation error: the field path and the spec's message. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    status: z.enum(['up', 'down']),
    dialect: z.enum(['sqlite', 'postgres']),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /health/live: the process runs (nothing else is checked). */
export const LivenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

/** GET /health/ready: whether this node should get traffic; each dependency's state, no detail. */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    storage: z.enum(['up', 'down']),
    /** 'embedded': jobs are rows of the database (checked above); 'up'/'down': Redis in scaled mode. */
    queue: z.enum(['up', 'down', 'embedded']),
  }),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

/** Ids of companies, users, divisions and jobs are positive integers (the spec's defaults are 1). */
export const IntIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Application guids are random UUID v4: the applicant's capability. */
export const GuidSchema = z.uuid({ version: 'v4' });

/** Settings the web app needs at run time, served by the API instead of baked into the build. */
export const PublicConfigSchema = z.object({
  productTitle: z.string(),
  buildTag: z.string(),
  supportContact: z.string(),
  jobseekerSiteUrl: z.string().nullable(),
  /**
   * The company's own terms of use and privacy policy; null means the product's built-in pages
   * (/v1/terms, /v1/privacy). Optional so clients of an older server keep working.
   */
  termsUrl: z.string().nullish(),
  privacyUrl: z.string().nullish(),
  allowedEmbedOrigins: z.array(z.string()),
  features: z.object({ interview: z.boolean(), mobileBlur: z.boolean() }),
  /*
   * The external UI theme platform's assets for the recruiter navigation bar and footer; null when not
   * configured (the web app then draws its own). Optional so clients of an older server keep working.
   */
  uiThemeStylesheetUrl: z.string().nullish(),
  uiThemeScriptUrl: z.string().nullish(),
  uiKitScriptUrl: z.string().nullish(),
  /** Sign-in by an emailed link is offered only when mail can leave (SMTP configured). Optional for older servers. */
  accounts: z
    .object({
      emailSignIn: z.boolean(),
      /** false: a visitor without a token gets the spec's 401 page, not the sign-in page. */
      signInPage: z.boolean().optional(),
    })
    .optional(),
  /** The shipped languages and what this server can do in each (docs/languages.md). Optional for older servers. */
  languages: z.array(LanguageInfoSchema).optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
