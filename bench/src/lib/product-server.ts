import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { freePort, startProcess } from './processes.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

export interface ProductServer {
  base: string;
  dataDir: string;
  pid: number;
  /** The server's standard output: its log lines (JSON, one per line); null when it goes to a file. */
  stdout: NodeJS.ReadableStream | null;
  /** A recruiter token for the demo company. */
  token(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The compiled product in production mode on a throw-away data folder with the demo company, in its
 * own process, so the load generator does not share its event loop.
 */
export async function startProductServer(
  extraEnv: NodeJS.ProcessEnv = {},
  label = 'bench',
  /** Node's own flags for the product process, e.g. --cpu-prof. */
  nodeArgs: string[] = [],
  /** A file the product's standard output goes to directly (its log), instead of a pipe to the bench. */
  stdoutFile?: string,
): Promise<ProductServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vi-${label}-`));
  const port = await freePort();
  const server = await startProcess(
    [...nodeArgs, path.join(ROOT, 'apps/server/dist/main.js')],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // As `npm start` sets it (scripts/start.mjs).
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '16',
      ...extraEnv,
    },
    'is running at',
    60_000,
    stdoutFile,
  );
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    pid: server.pid!,
    stdout: server.stdout,
    token: () =>
      new SignJWT({ userId: 1, companyId: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET)),
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
