import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_START_MS, runNode, type Running } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { scaled } from '../helpers/time-scale.js';

/**
 * The server as a person runs it: the compiled entry point in its own process, configured only by
 * the environment. This is where start-up, the banner, signals and config failures are checked.
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const SECRET = 'process-test-secret-that-is-long-enough-0123456789';

const run = (env: NodeJS.ProcessEnv): Running => runNode(MAIN, { LOG_LEVEL: 'warn', ...env });

describe('the server process', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vi-proc-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => {
    (ensureBuilt as () => void)();
  }, scaled(240_000));
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('starts clean in production, serves health and the web shell, and stops gracefully on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = tmp();
    const server = run({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      DEMO_SEED: 'false',
    });
    await waitFor(() => server.stdout().includes('is running at'), {
      timeoutMs: PROCESS_START_MS,
      message: 'the start-up line',
    });
    expect(server.stdout()).toContain('npm run cli -- token');

    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', dialect: 'sqlite' },
    });

    const shell = await fetch(`http://127.0.0.1:${port}/v1/`);
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).toContain('<div id="root"></div>');
    const script = /src="(\/v1\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`http://127.0.0.1:${port}${script}`);
    expect(asset.status).toBe(200);
    // Read to the end, as a browser does: a response left half-read keeps its connection busy, and a
    // graceful close rightly waits for it (then gives up after SHUTDOWN_TIMEOUT_MS and exits 1).
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited, `${server.stdout()}\n${server.stderr()}`).toBe(0);
    // A clean close checkpoints the WAL and removes it: the database was closed, not abandoned.
    expect(existsSync(path.join(dataDir, 'video-interviewer.db-wal'))).toBe(false);
    const db = new SQLite(path.join(dataDir, 'video-interviewer.db'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from companies').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('with the defaults seeds the demo and prints a sign-in link and interview links that work', async () => {
    const port = await freePort();
    const server = run({ PORT: String(port), DATA_DIR: tmp() });
    await waitFor(() => /onboarding\/[0-9a-f-]{36}[\s\S]*onboarding\/[0-9a-f-]{36}/.test(server.stdout()), {
      timeoutMs: PROCESS_START_MS,
      message: 'the banner',
    });
    try {
      const signIn = /(http:\/\/localhost:\d+\/v1\/recruiter\?jtToken=\S+)/.exec(server.stdout())?.[1];
      expect(signIn).toBeTruthy();
      const token = new URL(signIn!).searchParams.get('jtToken')!;
      const me = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ companyId: 1, companyName: 'Northwind Robotics' });

      const links =
        server.stdout().match(/http:\/\/localhost:\d+\/v1\/interview\/onboarding\/[0-9a-f-]{36}/g) ?? [];
      expect(links).toHaveLength(2);
      const page = await fetch(links[0]!.replace('localhost', '127.0.0.1'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    } finally {
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    }
  });

  it('refuses to start with a bad setting and names it', async () => {
    const server = run({ PORT: 'eighty', DATA_DIR: tmp() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain("PORT: must be a port number (got 'eighty')");
  });

  it('refuses to start in production without a signing secret', async () => {
    const server = run({ NODE_ENV: 'production', DATA_DIR: tmp() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('JWT_SECRET: is required when NODE_ENV=production');
  });
});
