import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { scaled } from './time-scale.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A server of one suite's own: its port, data, settings and command line, started and stopped by the suite. */
export interface OwnServer {
  /** `http://127.0.0.1:<port>`, for `test.use({ baseURL })`. */
  readonly base: string;
  /** What the server and its command line run with (`configure` adds to it before `start`). */
  readonly env: NodeJS.ProcessEnv;
  configure(extra: NodeJS.ProcessEnv): void;
  /** `npm run cli -- <args>` on this server's data; its output. */
  cli(...args: string[]): string;
  /** A recruiter's bearer token for this server, as the command line's `token` makes one. */
  tokenFor(companyId: number, userId: number, seconds?: number): string;
  /** Starts the API process and waits until its health check answers. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): void;
}

/**
 * Suites that need what the shared e2e server cannot give (a mail server to read from, an instance nobody
 * has set up, an identity provider, a worker started later) run a server of their own. Shards listen on
 * E2E_PORT, E2E_PORT + 1, …; each such suite takes its own offset above them (rerecord +6, spanish +8,
 * accounts +10, sso +14), so shards side by side never pick the same port.
 */
export function ownServer({ name, portOffset }: { name: string; portOffset: number }): OwnServer {
  const port = Number(process.env.E2E_PORT ?? 3101) + portOffset;
  const base = `http://127.0.0.1:${port}`;
  const secret = `${name}-e2e-secret-that-is-long-enough-for-hs256-0123456789`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `vi-e2e-${name}-`));
  let env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.E2E_WEB_OUT ? { WEB_DIST_DIR: path.resolve(process.env.E2E_WEB_OUT) } : {}),
  };
  let server: ChildProcess | undefined;
  return {
    base,
    get env() {
      return env;
    },
    configure(extra) {
      env = { ...env, ...extra };
    },
    cli: (...args) =>
      execFileSync(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...args], {
        env,
        encoding: 'utf8',
      }),
    tokenFor(companyId, userId, seconds = 900) {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const claims = { companyId, userId, iat: now, exp: now + seconds };
      const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    },
    async start() {
      server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
        env,
        stdio: 'ignore',
      });
      await expect
        .poll(async () => (await fetch(`${base}/api/v1/health`).catch(() => undefined))?.ok ?? false, {
          timeout: scaled(60_000),
        })
        .toBe(true);
    },
    stop() {
      server?.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A company and a recruiter in it, made with the command line; the recruiter's token. */
export function createCompanyWithRecruiter(
  own: OwnServer,
  company: string,
  [first, last]: [string, string],
): { companyId: number; token: string } {
  const companyId = Number(/company (\d+)/.exec(own.cli('create-company', '--name', company))![1]);
  const created = own.cli('create-user', '--company', String(companyId), '--first', first, '--last', last);
  return { companyId, token: own.tokenFor(companyId, Number(/user (\d+)/.exec(created)![1]), 1800) };
}
