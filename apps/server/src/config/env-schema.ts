import { z } from 'zod';
import { booleanEnv } from './boolean-env.js';
import { IntegrationsEnvShape } from './integrations-env.js';
import { SurfaceEnvShape } from './surface-env.js';

/**
 * The environment's variables, each with its check and default (config/env.ts turns them into the
 * Config the server uses). Kept apart from env.ts for its length.
 */

const originList = z
  .string()
  .transform((v) =>
    v
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(
        (s) => {
          try {
            const u = new URL(s);
            return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === s;
          } catch {
            return false;
          }
        },
        { message: 'must be a comma-separated list of origins like https://careers.example.com' },
      ),
    ),
  );

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3001),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v), {
      message: 'must start with sqlite: (e.g. sqlite:./data/app.db) or postgres://',
    })
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_JWKS_URL: httpUrl.optional(),
  JWT_ISSUER: z.string().min(1).optional(),
  JWT_AUDIENCE: z.string().min(1).optional(),
  // Unset: true, except in production (env.ts). Links are printed by the start that seeds the demo, or
  // on every start with DEMO_PRINT_LINKS (docs/security.md).
  DEMO_SEED: booleanEnv.optional(),
  DEMO_PRINT_LINKS: booleanEnv.default(false),
  // false: the recruiter area without a token shows the spec's 401 page instead of sending the person to
  // the sign-in page (a host platform that signs its recruiters in itself; docs/accounts.md).
  SIGN_IN_PAGE: booleanEnv.default(true),
  ALLOWED_EMBED_ORIGINS: originList.default([]),
  SUPPORT_CONTACT: z.string().trim().min(1).max(200).default('support@example.com'),
  JOBSEEKER_SITE_URL: httpUrl.optional(),
  TERMS_URL: httpUrl.optional(),
  PRIVACY_URL: httpUrl.optional(),
  FEATURE_INTERVIEW: booleanEnv.default(false),
  FEATURE_MOBILE_BLUR: booleanEnv.default(false),
  // The external UI theme platform that draws the recruiter navigation bar and footer (spec: "an external
  // UI theme stylesheet and script, a UI kit script"). Unset: the web app draws its own.
  UI_THEME_STYLESHEET_URL: httpUrl.optional(),
  UI_THEME_SCRIPT_URL: httpUrl.optional(),
  UI_KIT_SCRIPT_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanEnv.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Media storage: a local folder unless S3_BUCKET is set.
  MEDIA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanEnv.default(true),
  // Background jobs: in the database and in this process unless REDIS_URL is set (BullMQ).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  RUN_WORKER: booleanEnv.optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // How often the invitation scheduler looks for due reminders and expired invitations.
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  // Recording.
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  RECORDING_RESUME_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  // Where takes stream to: this node's disk (local) or the shared store; unset: shared when S3_BUCKET is set.
  RECORDING_TAKE_STORE: z.enum(['local', 'shared']).optional(),
  // 0: Submit moves the applicant on as soon as the answer is stored; the transcript follows in the background.
  RECORDING_TRANSCRIPT_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // 0: Submit answers once the take is stored; its media is made by the process-answer-media job. N: waits
  // up to N ms for that job before answering (the behaviour before decision 0022, for deployments that want it).
  RECORDING_MEDIA_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // The channel's flood guards (docs/security.md); unset: RECORDING_LIMITS in the contracts.
  RECORDING_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  RECORDING_MAX_CONNECTIONS_PER_APPLICATION: z.coerce.number().int().min(1).optional(),
  RECORDING_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).optional(),
  RECORDING_MESSAGE_BURST: z.coerce.number().int().min(1).optional(),
  RECORDING_MAX_INVALID_MESSAGES: z.coerce.number().int().min(1).optional(),
  RECORDING_MAX_UNREAD_BYTES: z.coerce.number().int().min(1024).optional(),
  // Transcription (docs/decisions/0027-speech-engine.md): an OpenAI-compatible endpoint when TRANSCRIBE_URL
  // is set, else the built-in Moonshine, else PocketSphinx when installed.
  TRANSCRIBE_ENGINE: z.enum(['auto', 'moonshine', 'pocketsphinx', 'openai', 'none']).default('auto'),
  // Moonshine worker threads per process, each holding the model (~300 MB) and one answer at a time.
  TRANSCRIBE_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  // Where Moonshine's two model files are; unset: inside the installed @moonshine-ai/moonshine-js. Either
  // way they are checked against their pinned sha256 sums at start.
  MOONSHINE_MODEL_DIR: z.string().min(1).optional(),
  TRANSCRIBE_URL: httpUrl.optional(),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  // Text-to-speech: offline flite (WebAssembly) unless TTS_URL points at an OpenAI-compatible service.
  TTS_URL: httpUrl.optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  TTS_VOICE: z.string().min(1).optional(),
  // Prometheus metrics (docs/operations.md): a listener of their own when METRICS_PORT is set, and/or
  // /metrics on the public port for a bearer METRICS_TOKEN. Neither: not served.
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
        } catch {
          return false;
        }
      },
      {
        message:
          'must be a URL starting with smtp:// or smtps:// (e.g. smtp://user:pass@mail.example.com:587)',
      },
    )
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(320).default('Video Interviewer <no-reply@localhost>'),
  ...IntegrationsEnvShape,
  ...SurfaceEnvShape,
});

export type Env = z.infer<typeof EnvSchema>;
