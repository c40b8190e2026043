import { mkdtempSync, rmSync } from 'node:fs';
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
 * The start-up banner (docs/security.md), as a person starts the server: a production start prints no token and no applicant
 * link unless the demo is asked for; the demo's links are printed by the start that seeds it, and on a
 * later start only with DEMO_PRINT_LINKS=true.
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const SECRET = 'process-test-secret-that-is-long-enough-0123456789';
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;
const SIGN_IN = /(http:\/\/127\.0\.0\.1:\d+\/v1\/recruiter\?jtToken=\S+)/;

describe('what a start prints', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vi-links-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => {
    (ensureBuilt as () => void)();
  }, scaled(240_000));
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** Starts the server in production, waits for its banner, stops it; returns everything it printed. */
  async function startOnce(
    dataDir: string,
    env: NodeJS.ProcessEnv,
    whilePrinted?: (port: number, server: Running) => Promise<void>,
  ) {
    const port = await freePort();
    const server = runNode(MAIN, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      // The demo's recorded interviews need ffmpeg; without it they are skipped (they are not the point).
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      ...env,
    });
    try {
      await waitFor(() => server.stdout().includes('is running at'), {
        timeoutMs: PROCESS_START_MS,
        message: () => `the banner (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
      });
      await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (whilePrinted) await whilePrinted(port, server);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    return `${server.stdout()}\n${server.stderr()}`;
  }

  const expectNoCapability = (printed: string) => {
    expect(printed).not.toContain('eyJ');
    expect(printed).not.toContain('jtToken=');
    expect(printed).not.toMatch(GUID);
  };

  it('prints no token, link or guid on a production start without DEMO_SEED, and seeds nothing', async () => {
    const dataDir = tmp();
    const printed = await startOnce(dataDir, {});
    expectNoCapability(printed);
    expect(printed).toContain('npm run cli -- token --company <id> --user <id>');
    const db = new SQLite(path.join(dataDir, 'video-interviewer.db'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from companies').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it("prints the demo company's links only on the start that seeds it, or with DEMO_PRINT_LINKS=true", async () => {
    const dataDir = tmp();
    const first = await startOnce(dataDir, { DEMO_SEED: 'true' }, async (port, server) => {
      const signIn = SIGN_IN.exec(server.stdout())?.[1];
      expect(signIn, server.stdout()).toBeTruthy();
      const token = new URL(signIn!).searchParams.get('jtToken')!;
      const me = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await me.json()).toMatchObject({ companyName: 'Northwind Robotics' });
    });
    expect(first.match(/\/v1\/interview\/onboarding\/[0-9a-f-]{36}/g)).toHaveLength(2);

    const second = await startOnce(dataDir, { DEMO_SEED: 'true' });
    expectNoCapability(second);
    expect(second).toContain('npm run cli -- token --company 1 --user 1');

    const withoutDemo = await startOnce(dataDir, {});
    expectNoCapability(withoutDemo);

    const asked = await startOnce(dataDir, { DEMO_SEED: 'true', DEMO_PRINT_LINKS: 'true' });
    expect(asked).toMatch(SIGN_IN);
    expect(asked.match(/\/v1\/interview\/onboarding\/[0-9a-f-]{36}/g)).toHaveLength(2);
  });
});
