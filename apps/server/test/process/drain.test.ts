import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InitializeAnswersResponseSchema, RECORDING_CLOSE_CODES } from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_START_MS, runNode, type Running } from '../helpers/process.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import { scaled } from '../helpers/time-scale.js';

/**
 * Draining (docs/operations.md), as an operator's rolling restart does it: SIGTERM to a server process while an
 * applicant streams an answer and a request is still in flight. The channel is closed with 4015 only
 * after every chunk it received is acknowledged, the request completes, the process exits 0 in time, and
 * the next process on the same DATA_DIR resumes the recording from exactly the last acknowledged chunk.
 */
const MAIN = path.join(ROOT as string, 'apps/server/dist/main.js');
const SECRET = 'process-test-secret-that-is-long-enough-0123456789';
const SHUTDOWN_TIMEOUT_MS = 15_000;
const VIDEO_LINK = /\/v1\/interview\/onboarding\/([0-9a-f-]{36})/;

describe('a rolling restart (SIGTERM) of the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    (ensureBuilt as () => void)();
    dataDir = mkdtempSync(path.join(tmpdir(), 'vi-drain-'));
  }, scaled(240_000));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(): Promise<{ server: Running; base: string }> {
    const port = await freePort();
    const server = runNode(MAIN, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      // The demo gives an applicant link; its recorded answers need ffmpeg and are not the point here.
      DEMO_SEED: 'true',
      DEMO_PRINT_LINKS: 'true',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    await waitFor(() => server.stdout().includes('is running at'), {
      timeoutMs: PROCESS_START_MS,
      message: () => `the banner (stdout: ${server.stdout()} stderr: ${server.stderr()})`,
    });
    return { server, base: `http://127.0.0.1:${port}` };
  }

  /** A GET on a connection of its own. */
  function get(url: string): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { agent: false }, resolve);
      req.once('error', reject);
      req.end();
    });
  }

  /**
   * A request in flight: an applicant app's log entry whose body is sent in two halves, the second only
   * when `finish` is called. Until then the server's handler waits for it.
   */
  async function startSlowPost(base: string) {
    const body = Buffer.from(JSON.stringify({ level: 'info', message: 'sent while the server restarts' }));
    const req = httpRequest(`${base}/api/v1/logger/log`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      req.once('response', resolve);
      req.once('error', reject);
    });
    req.write(body.subarray(0, 10));
    // The headers are out and the server has begun the request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return {
      async finish(): Promise<{ status: number | undefined; text: string }> {
        req.end(body.subarray(10));
        const res = await response;
        const parts: Buffer[] = [];
        for await (const part of res) parts.push(part as Buffer);
        return { status: res.statusCode, text: Buffer.concat(parts).toString() };
      },
    };
  }

  async function readAll(response: IncomingMessage): Promise<number> {
    let length = 0;
    for await (const part of response) length += (part as Buffer).length;
    return length;
  }

  it(
    'acknowledges what it received, sends the channel elsewhere with 4015, finishes requests and exits 0',
    async () => {
      const first = await start();
      const guid = VIDEO_LINK.exec(first.server.stdout())?.[1];
      expect(guid, first.server.stdout()).toBeTruthy();
      const consent = await fetch(`${first.base}/api/v1/interview/${guid}/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ termsAccepted: true, privacyAccepted: true, transcriptionConsent: false }),
      });
      expect(consent.status, await consent.clone().text()).toBe(200);
      const init = await fetch(`${first.base}/api/v1/answer/${guid}/initialize`, { method: 'POST' });
      expect(init.status).toBe(200);
      const questionId = InitializeAnswersResponseSchema.parse(await init.json()).questions[0]!.questionId;

      const inFlight = await startSlowPost(first.base);

      const chunks = Array.from({ length: 400 }, (_, i) => Buffer.alloc(32 * 1024, i % 251));
      const client = await RecordingClient.connect(first.base, 'video');
      const opened = await client.start(metadataFor(guid!, questionId, { mimeType: 'video/webm' }));
      // Ten chunks acknowledged one by one, then a stream with many unacknowledged at once when SIGTERM comes.
      await client.sendChunks(chunks.slice(0, 10));
      let sent = 10;
      const streaming = (async () => {
        while (client.isOpen && sent < chunks.length) {
          client.sendBinary(chunks[sent]!);
          sent += 1;
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      await waitFor(() => client.messages.filter((m) => m.type === 'ack').length >= 20, {
        timeoutMs: 20_000,
        message: 'acks while streaming',
      });
      // A burst just before the signal, so the server's queue holds chunks received but not yet written.
      for (const end = sent + 20; sent < end; sent++) client.sendBinary(chunks[sent]!);
      const sigtermAt = Date.now();
      first.server.child.kill('SIGTERM');

      const closed = await client.closed;
      await streaming;
      expect(closed.code).toBe(RECORDING_CLOSE_CODES.serverDraining);
      const acks = client.messages.flatMap((m) => (m.type === 'ack' ? [m] : []));
      // One ack per chunk, in order, none refused: the drain finished the queue before the close.
      expect(acks.map((a) => a.chunks)).toEqual(acks.map((_, i) => i + 1));
      expect(client.messages.some((m) => m.type === 'error')).toBe(false);
      const lastAck = acks.at(-1)!;
      expect(lastAck.chunks).toBeGreaterThanOrEqual(20);

      // The drain is over, the process still runs: the request in flight is finished before it exits.
      expect(first.server.child.exitCode).toBeNull();
      expect(await inFlight.finish()).toEqual({ status: 202, text: JSON.stringify({ accepted: true }) });
      expect(await first.server.exited, `${first.server.stdout()}\n${first.server.stderr()}`).toBe(0);
      expect(Date.now() - sigtermAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(first.server.stderr()).not.toContain('shutdown timed out');

      // The next process on the same DATA_DIR resumes the take from (at least) the last acknowledged chunk.
      const second = await start();
      try {
        const again = await RecordingClient.connect(second.base, 'video');
        const resumed = await again.resume(metadataFor(guid!, questionId), opened.recordingId);
        expect(resumed).toMatchObject({ resumed: true, attempt: opened.attempt });
        // Not one chunk more: everything the first process wrote, it acknowledged before closing.
        expect(resumed.chunks).toBe(lastAck.chunks);
        expect(resumed.bytes).toBe(resumed.chunks * 32 * 1024);
        const [next] = await again.sendChunks(chunks.slice(0, resumed.chunks + 1));
        expect(next).toMatchObject({ chunks: resumed.chunks + 1 });
        again.socket.close();
      } finally {
        second.server.child.kill('SIGTERM');
        expect(await second.server.exited, second.server.stderr()).toBe(0);
      }
    },
    scaled(120_000),
  );

  it(
    'closes an idle channel with 4015 at once and takes no new connection while a request finishes',
    async () => {
      const { server, base } = await start();
      const inFlight = await startSlowPost(base);
      const client = await RecordingClient.connect(base, 'video');
      server.child.kill('SIGTERM');
      expect((await client.closed).code).toBe(RECORDING_CLOSE_CODES.serverDraining);
      // The request in flight keeps the process alive: a new connection is refused meanwhile.
      const probe = async () => {
        const response = await get(`${base}/api/v1/health`).catch(() => undefined);
        if (!response) return 'refused';
        await readAll(response);
        return response.statusCode;
      };
      const seen: unknown[] = [];
      await waitFor(
        async () => {
          const result = await probe();
          seen.push(result);
          // While the channels drain a request on a new connection is answered 503; then none is taken.
          expect([503, 'refused']).toContain(result);
          return result === 'refused';
        },
        { timeoutMs: 10_000, message: () => `new connections refused (saw ${seen.join(', ')})` },
      );
      expect(server.child.exitCode).toBeNull();
      expect(await inFlight.finish()).toEqual({ status: 202, text: JSON.stringify({ accepted: true }) });
      expect(await server.exited, server.stderr()).toBe(0);
    },
    scaled(60_000),
  );
});
