// Started by Playwright's webServer: the real server, freshly built, on a throw-away data folder with
// the demo company, so every e2e run starts from the same state.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebInto, ensureBuilt, ensureServerBuilt, ROOT } from './lib/build.mjs';

// E2E_WEB_OUT: build the web app privately (several e2e runs side by side); otherwise the shared dist.
const webOut = process.env.E2E_WEB_OUT;
if (webOut) {
  ensureServerBuilt();
  buildWebInto(path.resolve(webOut));
} else {
  ensureBuilt();
}
const port = process.env.E2E_PORT ?? '3101';
const dataDir = mkdtempSync(path.join(tmpdir(), 'vi-e2e-'));
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
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
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
