// The browser shards' demo, recorded once per run. Each shard's server starts on a copy of this data
// folder instead of recording the same six interviews itself at its start: with two shards that was two
// demos' ffmpeg work on two cores before any spec could begin (bench/README.md, "CI time").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { relayLines } from './relay.mjs';
import { DEMO_SETTLED, e2eServerEnv } from './e2e-server-env.mjs';

const LIMIT_MS = 300_000;

/**
 * Starts the server on a fresh data folder, waits until it says the demo's interviews are recorded, and
 * stops it (a clean stop: SQLite checkpointed, media jobs still running handed back to the queue, which
 * each shard's server then finishes). Resolves to the folder, or undefined if no demo came (the shards
 * then record their own, as before).
 */
export async function recordDemoOnce(root, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vi-e2e-demo-'));
  const label = '[e2e demo] ';
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: e2eServerEnv({ port, dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relayLines(server.stderr, process.stderr, label);
  const exited = new Promise((resolve) => server.on('close', (code) => resolve(code ?? 1)));
  const settled = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), LIMIT_MS);
    let rest = '';
    server.stdout.setEncoding('utf8');
    server.stdout.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`${label}${line}\n`);
        const match = DEMO_SETTLED.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  server.kill('SIGTERM');
  const code = await exited;
  const recorded = settled === ' ready' || settled?.startsWith(': ');
  if (!recorded || code !== 0) {
    process.stdout.write(
      `${label}no shared demo (${settled ?? 'no answer'}, exit ${code}); each shard records its own\n`,
    );
    rmSync(dataDir, { recursive: true, force: true });
    return undefined;
  }
  return dataDir;
}
