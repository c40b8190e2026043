// Started by Playwright's webServer: the real server, freshly built, on a throw-away data folder with
// the demo company, so every e2e run starts from the same state.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebInto, ensureBuilt, ensureServerBuilt, ROOT } from './lib/build.mjs';
import { e2eServerEnv } from './lib/e2e-server-env.mjs';

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
// E2E_DEMO_FROM: a data folder whose demo is already recorded (scripts/lib/e2e-demo.mjs); its copy
// starts this server where a fresh demo would have ended, so shards do not each record the same demo.
if (process.env.E2E_DEMO_FROM) cpSync(process.env.E2E_DEMO_FROM, dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: e2eServerEnv({ port, dataDir, webOut }),
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
