// The environment of a browser-suite server: the real server, on a data folder of its own, with the demo.
import path from 'node:path';

/** `port`: where it listens; `dataDir`: its data folder; `webOut`: a private web build, if any. */
export function e2eServerEnv({ port, dataDir, webOut }) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_SEED: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    JWT_SECRET: process.env.E2E_JWT_SECRET ?? 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
    RATE_LIMIT_PER_MINUTE: '100000',
    // The iframe suite's host page is served (by route interception) from this origin; https, because
    // Chromium's Local Network Access lets only a secure page frame 127.0.0.1.
    ALLOWED_EMBED_ORIGINS: process.env.E2E_EMBED_ORIGIN ?? 'https://embed-host.test',
    // The integrations suite's webhook receiver listens on 127.0.0.1 (refused in production by default).
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    ...(webOut ? { WEB_DIST_DIR: path.resolve(webOut) } : {}),
  };
}

/** What the server prints once the demo's interviews are recorded, or it knows they will not be. */
export const DEMO_SETTLED =
  /Demo interviews( ready|: \d+ completed| could not be recorded|: \d+ not recorded|: none)/;
