import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { RECORDING_LIMITS } from '@vi/contracts';
import { EnvSchema, type Env } from './env-schema.js';
import { integrationsConfig, type IntegrationsConfig } from './integrations-env.js';
import { surfaceConfig, type SurfaceConfig } from './surface-env.js';

export type { Env } from './env-schema.js';

/**
 * Every setting is read here, once, and validated. A bad value stops the process with a message that
 * names the variable, so a misconfigured deployment never half-starts.
 */

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
  /** Seed the demo company into an empty database (default: outside production only). */
  demoSeed: boolean;
  /** Print the demo company's links on every start, not only on the start that seeded it. */
  demoPrintLinks: boolean;
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
  /** Whether the web app sends a visitor without a token to /v1/sign-in (SIGN_IN_PAGE). */
  signInPage: boolean;
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
    /**
     * Where takes stream to (docs/recording-protocol.md, Durability): 'local' is DATA_DIR/staging on this
     * node, resumable only here; 'shared' is the object store plus the database, resumable on any node.
     */
    takeStore: 'local' | 'shared';
    /** RECORDING_TAKE_STORE was set (not defaulted): the operator declared where takes are (take-visibility.ts). */
    takeStoreDeclared: boolean;
    /** How long process_recording waits for a transcript to put in upload_complete (0: never). */
    transcriptWaitMs: number;
    /** How long process_recording waits for the answer's media job (0: never; the default). */
    mediaWaitMs: number;
    /** The recording channel's flood guards (docs/security.md). */
    channel: {
      messagesPerSecond: number;
      messageBurst: number;
      maxInvalidMessages: number;
      maxUnreadBytes: number;
      maxConnectionsPerAddress: number;
      maxConnectionsPerApplication: number;
      refusalLogEveryMs: number;
    };
  };
  transcription: {
    engine: 'auto' | 'moonshine' | 'pocketsphinx' | 'openai' | 'none';
    /** Moonshine worker threads in a process that transcribes. */
    workers: number;
    /** The folder of Moonshine's model files; undefined: the installed package's. */
    modelDir?: string | undefined;
    url: string | undefined;
    apiKey: string | undefined;
    model: string;
  };
  tts: { url: string | undefined; apiKey: string | undefined; model: string; voice: string | undefined };
  /** Webhooks and API keys (config/integrations-env.ts). */
  integrations: IntegrationsConfig;
  /** Client reports and the API docs (config/surface-env.ts). */
  surface: SurfaceConfig;
  /** Where the Prometheus metrics are served (docs/operations.md); port and token unset: nowhere. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
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
          name.includes('SECRET') ||
          name.includes('API_KEY') ||
          name.includes('TOKEN') ||
          name === 'SMTP_URL' ||
          name === 'REDIS_URL';
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
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV !== 'production',
    demoPrintLinks: e.DEMO_PRINT_LINKS,
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
    signInPage: e.SIGN_IN_PAGE,
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
      takeStore: e.RECORDING_TAKE_STORE ?? (e.S3_BUCKET ? 'shared' : 'local'),
      takeStoreDeclared: e.RECORDING_TAKE_STORE !== undefined,
      transcriptWaitMs: e.RECORDING_TRANSCRIPT_WAIT_MS,
      mediaWaitMs: e.RECORDING_MEDIA_WAIT_MS,
      channel: {
        messagesPerSecond: e.RECORDING_MESSAGES_PER_SECOND ?? RECORDING_LIMITS.messagesPerSecond,
        messageBurst: e.RECORDING_MESSAGE_BURST ?? RECORDING_LIMITS.messageBurst,
        maxInvalidMessages: e.RECORDING_MAX_INVALID_MESSAGES ?? RECORDING_LIMITS.maxInvalidMessages,
        maxUnreadBytes: e.RECORDING_MAX_UNREAD_BYTES ?? RECORDING_LIMITS.maxUnreadBytes,
        maxConnectionsPerAddress:
          e.RECORDING_MAX_CONNECTIONS_PER_ADDRESS ?? RECORDING_LIMITS.maxConnectionsPerAddress,
        maxConnectionsPerApplication:
          e.RECORDING_MAX_CONNECTIONS_PER_APPLICATION ?? RECORDING_LIMITS.maxConnectionsPerApplication,
        refusalLogEveryMs: RECORDING_LIMITS.refusalLogEveryMs,
      },
    },
    transcription: {
      engine: e.TRANSCRIBE_ENGINE,
      workers: e.TRANSCRIBE_WORKERS,
      modelDir: e.MOONSHINE_MODEL_DIR,
      url: e.TRANSCRIBE_URL,
      apiKey: e.TRANSCRIBE_API_KEY,
      model: e.TRANSCRIBE_MODEL,
    },
    tts: { url: e.TTS_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL, voice: e.TTS_VOICE },
    integrations: integrationsConfig(e),
    surface: surfaceConfig(e),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
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
