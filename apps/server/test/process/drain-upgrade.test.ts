import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_START_MS, runNode } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
import { RecordingClient } from '../helpers/ws-client.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureServerBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { scaled } from '../helpers/time-scale.js';

/**
 * A WebSocket upgrade that reaches a draining process (a client sent away with 4015 reconnects at
 * once, and round robin may route it back here) is answered 503 and its socket closed, so the proxy's
 * connection does not keep the process from exiting. Found by the topology test's rolling restart,
 * where nginx closed its side and the node then hung until "shutdown timed out" (exit 1).
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const SHUTDOWN_TIMEOUT_MS = 15_000;

/** An upgrade request on a raw socket: the first bytes of the answer, and when the server closed it. */
function upgradeOnRawSocket(
  port: number,
): Promise<{ socket: Socket; head: Promise<string>; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      let received = '';
      const head = new Promise<string>((done) =>
        socket.once('data', (d: Buffer) => done((received += d.toString()))),
      );
      // Like nginx after a 503 it does not keep: its side is closed, the server must close the rest.
      const ended = new Promise<void>((done) => socket.once('close', () => done()));
      void head.then(() => socket.end());
      resolve({ socket, head, ended });
    });
    socket.once('error', reject);
  });
}

describe('a draining process and a late WebSocket upgrade', () => {
  let dataDir: string;
  beforeAll(() => {
    (ensureServerBuilt as () => void)();
    dataDir = mkdtempSync(path.join(tmpdir(), 'vi-drain-upgrade-'));
  }, scaled(240_000));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'answers it 503, closes its socket and still exits 0 in time',
    async () => {
      const port = await freePort();
      const server = runNode(MAIN, {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'process-test-secret-that-is-long-enough-0123456789',
        DEMO_SEED: 'false',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      });
      try {
        await waitFor(() => server.stdout().includes('is running at'), {
          timeoutMs: PROCESS_START_MS,
          message: () => `the banner (${server.stderr()})`,
        });
        // An open recording channel whose client does not read (so it answers the 4015 close late) keeps
        // the drain going, with the listener still open, while the upgrade arrives.
        const channel = await RecordingClient.connect(`http://127.0.0.1:${port}`, 'video');
        channel.socket.pause();

        const sigtermAt = Date.now();
        server.child.kill('SIGTERM');
        // The shutdown has begun once a new request is answered 503.
        await waitFor(
          async () => {
            const status = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
              (r) => r.status,
              () => 'refused',
            );
            return status === 503;
          },
          { timeoutMs: 5_000, message: 'the shutdown to begin' },
        );

        const upgrade = await upgradeOnRawSocket(port);
        expect(await upgrade.head).toMatch(/^HTTP\/1\.1 503 /);
        await waitFor(() => upgrade.socket.closed, {
          timeoutMs: 5_000,
          message: 'the server to close the refused upgrade socket',
        });
        await upgrade.ended;

        channel.socket.resume();
        expect((await channel.closed).code).toBe(RECORDING_CLOSE_CODES.serverDraining);
        expect(await server.exited, server.stderr()).toBe(0);
        expect(Date.now() - sigtermAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    },
    scaled(60_000),
  );
});
