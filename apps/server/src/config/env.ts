import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { RECORDING_LIMITS } from '@vi/contracts';
import { z } from 'zod';
import { integrationsConfig, IntegrationsEnvShape, type IntegrationsConfig } from './integrations-env.js';

/**
 * Every setting is read here, once, and validated. A bad value stops the process with a message that
 * names the variable, so a misconfigured deployment never half-starts.
 */

const booleanString = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

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

const EnvSchema = z.object({
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
  DEMO_SEED: booleanString.default(true),
  ALLOWED_EMBED_ORIGINS: originList.default([]),
  SUPPORT_CONTACT: z.string().trim().min(1).max(200).default('support@example.com'),
  JOBSEEKER_SITE_URL: httpUrl.optional(),
  TERMS_URL: httpUrl.optional(),
  PRIVACY_URL: httpUrl.optional(),
  FEATURE_INTERVIEW: booleanString.default(false),
  FEATURE_MOBILE_BLUR: booleanString.default(false),
  // The external UI theme platform that draws the recruiter navigation bar and footer (spec: "an external
  // UI theme stylesheet and script, a UI kit script"). Unset: the web app draws its own.
  UI_THEME_STYLESHEET_URL: httpUrl.optional(),
  UI_THEME_SCRIPT_URL: httpUrl.optional(),
  UI_KIT_SCRIPT_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
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
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  // Background jobs: in the database and in this process unless REDIS_URL is set (BullMQ).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  RUN_WORKER: booleanString.optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // How often the invitation scheduler looks for due reminders and expired invitations.
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  // Recording.
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  RECORDING_RESUME_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  // 0: Submit moves the applicant on as soon as the answer is stored; the transcript follows in the background.
  RECORDING_TRANSCRIPT_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // The channel's flood guards (docs/security.md); unset: RECORDING_LIMITS in the contracts.
  RECORDING_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  RECORDING_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).optional(),
  RECORDING_MESSAGE_BURST: z.coerce.number().int().min(1).optional(),
  RECORDING_MAX_INVALID_MESSAGES: z.coerce.number().int().min(1).optional(),
  RECORDING_MAX_UNREAD_BYTES: z.coerce.number().int().min(1024).optional(),
  // Transcription: PocketSphinx when installed, an OpenAI-compatible endpoint when TRANSCRIBE_URL is set.
  TRANSCRIBE_ENGINE: z.enum(['auto', 'pocketsphinx', 'openai', 'none']).default('auto'),
  TRANSCRIBE_URL: httpUrl.optional(),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  // Text-to-speech: offline flite (WebAssembly) unless TTS_URL points at an OpenAI-compatible service.
  TTS_URL: httpUrl.optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  TTS_VOICE: z.string().min(1).optional(),
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
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database:
    { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema: string | undefined };
  jwt: {
    secret: string | undefined;
    jwksUrl: string | undefined;
    issuer: string | undefined;
    audience: string | undefined;
  };
  demoSeed: boolean;
  allowedEmbedOrigins: string[];
  supportContact: string;
  jobseekerSiteUrl: string | undefined;
  /** Links shown beside the consent; unset means the built-in pages. */
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
  features: { interview: boolean; mobileBlur: boolean };
  /** Assets of the external UI theme platform (recruiter navigation bar and footer); each may be unset. */
  uiTheme: {
    stylesheetUrl: string | undefined;
    scriptUrl: string | undefined;
    kitScriptUrl: string | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  webDistDir: string | undefined;
  shutdownTimeoutMs: number;
  /** Invitation mail: sent over SMTP when smtpUrl is set, otherwise kept in the outbox table and logged. */
  mail: { smtpUrl: string | undefined; from: string };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  queue: { kind: 'embedded' } | { kind: 'bullmq'; redisUrl: string };
  /** Whether this process also runs background jobs (embedded: yes; scaled: only `npm run worker`). */
  runWorker: boolean;
  workerConcurrency: number;
  /** The invitation scheduler's period (reminders, expiries): once per period across all processes. */
  schedulerIntervalMs: number;
  recording: {
    ffmpegPath: string | undefined;
    ffprobePath: string | undefined;
    resumeWindowMs: number;
    /** How long process_recording waits for a transcript to put in upload_complete (0: never). */
    transcriptWaitMs: number;
    /** The recording channel's flood guards (docs/security.md). */
    channel: {
      messagesPerSecond: number;
      messageBurst: number;
      maxInvalidMessages: number;
      maxUnreadBytes: number;
      maxConnectionsPerAddress: number;
      refusalLogEveryMs: number;
    };
  };
  transcription: {
    engine: 'auto' | 'pocketsphinx' | 'openai' | 'none';
    url: string | undefined;
    apiKey: string | undefined;
    model: string;
  };
  tts: { url: string | undefined; apiKey: string | undefined; model: string; voice: string | undefined };
  /** Webhooks and API keys (config/integrations-env.ts). */
  integrations: IntegrationsConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: validates the environment and derives the settings; touches no file. */
export function parseEnv(source: NodeJS.ProcessEnv): Config {
  // Empty strings in .env files or compose files mean "not set".
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = raw[name];
        // SMTP_URL may carry a password in its user-info part.
        const isSensitive =
          name.includes('SECRET') || name.includes('API_KEY') || name === 'SMTP_URL' || name === 'REDIS_URL';
        const shown = isSensitive || got === undefined ? '' : ` (got '${got}')`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && !e.JWT_JWKS_URL) {
    problems.push('JWT_SECRET: is required when NODE_ENV=production (or set JWT_JWKS_URL)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const host = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'video-interviewer.db')}`;
  const database: Config['database'] = databaseUrl.startsWith('sqlite:')
    ? {
        dialect: 'sqlite',
        file: path.resolve(databaseUrl.slice('sqlite:'.length) || path.join(dataDir, 'video-interviewer.db')),
      }
    : { dialect: 'postgres', url: databaseUrl, schema: e.DATABASE_SCHEMA };

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database,
    jwt: { secret: e.JWT_SECRET, jwksUrl: e.JWT_JWKS_URL, issuer: e.JWT_ISSUER, audience: e.JWT_AUDIENCE },
    demoSeed: e.DEMO_SEED,
    allowedEmbedOrigins: e.ALLOWED_EMBED_ORIGINS,
    supportContact: e.SUPPORT_CONTACT,
    jobseekerSiteUrl: e.JOBSEEKER_SITE_URL,
    termsUrl: e.TERMS_URL,
    privacyUrl: e.PRIVACY_URL,
    features: { interview: e.FEATURE_INTERVIEW, mobileBlur: e.FEATURE_MOBILE_BLUR },
    uiTheme: {
      stylesheetUrl: e.UI_THEME_STYLESHEET_URL,
      scriptUrl: e.UI_THEME_SCRIPT_URL,
      kitScriptUrl: e.UI_KIT_SCRIPT_URL,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')) },
    queue: e.REDIS_URL ? { kind: 'bullmq', redisUrl: e.REDIS_URL } : { kind: 'embedded' },
    runWorker: e.RUN_WORKER ?? !e.REDIS_URL,
    workerConcurrency: e.WORKER_CONCURRENCY,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    recording: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      resumeWindowMs: e.RECORDING_RESUME_WINDOW_MS,
      transcriptWaitMs: e.RECORDING_TRANSCRIPT_WAIT_MS,
      channel: {
        messagesPerSecond: e.RECORDING_MESSAGES_PER_SECOND ?? RECORDING_LIMITS.messagesPerSecond,
        messageBurst: e.RECORDING_MESSAGE_BURST ?? RECORDING_LIMITS.messageBurst,
        maxInvalidMessages: e.RECORDING_MAX_INVALID_MESSAGES ?? RECORDING_LIMITS.maxInvalidMessages,
        maxUnreadBytes: e.RECORDING_MAX_UNREAD_BYTES ?? RECORDING_LIMITS.maxUnreadBytes,
        maxConnectionsPerAddress:
          e.RECORDING_MAX_CONNECTIONS_PER_ADDRESS ?? RECORDING_LIMITS.maxConnectionsPerAddress,
        refusalLogEveryMs: RECORDING_LIMITS.refusalLogEveryMs,
      },
    },
    transcription: {
      engine: e.TRANSCRIBE_ENGINE,
      url: e.TRANSCRIBE_URL,
      apiKey: e.TRANSCRIBE_API_KEY,
      model: e.TRANSCRIBE_MODEL,
    },
    tts: { url: e.TTS_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL, voice: e.TTS_VOICE },
    integrations: integrationsConfig(e),
  };
}

/**
 * Parses the environment, creates DATA_DIR, and outside production keeps a generated signing secret
 * in DATA_DIR so that sign-in links survive restarts without any setup.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const config = parseEnv(source);
  mkdirSync(config.dataDir, { recursive: true });
  if (!config.jwt.secret && !config.jwt.jwksUrl) {
    config.jwt.secret = readOrCreateDevSecret(config.dataDir);
  }
  return config;
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
