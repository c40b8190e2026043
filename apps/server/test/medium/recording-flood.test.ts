import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import type { Dialect } from '../../src/db/dialect.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestEnv, DIALECTS, type TestEnv } from '../helper.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

/*
 * The channel's flood guards (docs/security.md) with real WebSocket clients against a real app: the
 * red team's floods are closed with the contracts' close codes and leave a few log lines, while an
 * applicant on a bad network beside them records without one refusal.
 */

const fixtures = mkdtempSync(path.join(tmpdir(), 'vi-flood-fixtures-'));
let videoChunks: Buffer[];
const SECONDS = 4;
const PING = JSON.stringify({ type: 'ping' });

beforeAll(async () => {
  const video = await makeVideoWebm(path.join(fixtures, 'video.webm'), { seconds: SECONDS });
  videoChunks = splitIntoChunks(video, SECONDS + 1);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  env: TestEnv;
  base: string;
  lines: string[];
  close(): Promise<void>;
}

async function startApp(dialect: Dialect, env: NodeJS.ProcessEnv = {}): Promise<LoggedApp> {
  const testEnv = createTestEnv(dialect, { LOG_LEVEL: 'info', TRANSCRIBE_ENGINE: 'none', ...env });
  const database = await createDatabase(testEnv.config.database);
  const lines: string[] = [];
  const app = await buildApp({
    config: testEnv.config,
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    env: testEnv,
    base: address.replace(/^http/, 'ws'),
    lines,
    async close() {
      await app.close();
      await database.destroy();
      await testEnv.cleanup();
    },
  };
}

/** Every server-side connection has ended (its close handlers, and so its log lines, have run). */
const allClosed = (app: FastifyInstance) =>
  waitFor(() => app.websocketServer.clients.size === 0, { message: 'the server to close every socket' });

/**
 * One masked text frame holding a ping, as a browser sends it (the mask key is all zeros, which leaves
 * the payload as it is), so a flood can be written in large pieces instead of frame by frame.
 */
function pingFrames(count: number): Buffer {
  const payload = Buffer.from(PING);
  const frame = Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}
const PING_SLICE = 20_000;
const pingSlice = pingFrames(PING_SLICE);

/**
 * Sends up to `count` pings without ever reading a reply, yielding between slices so timers elsewhere
 * run, until `done()` says the server has had enough. The client's unread bytes stay within a bound, as
 * a real client's would while its network is slower than its writes.
 */
async function floodWithPings(client: RecordingClient, count: number, done = () => false): Promise<void> {
  client.socket.pause();
  // ws keeps its network socket to itself; the flood goes straight onto it, already framed.
  const raw = (client.socket as unknown as { _socket: Socket })._socket;
  let sent = 0;
  while (sent < count && client.isOpen && !done()) {
    if (raw.writableLength > pingSlice.length) {
      await nextTurn();
      continue;
    }
    raw.write(pingSlice);
    sent += PING_SLICE;
    await nextTurn();
  }
}

/** Reads again (everything the server sent, its close frame last) and answers with the close code. */
async function closeCodeOf(client: RecordingClient): Promise<number> {
  client.socket.resume();
  return (await client.closed).code;
}

describe.each(DIALECTS)('recording channel under a flood (%s)', (dialect) => {
  let t: LoggedApp;

  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newInterview() {
    const db = t.database.db;
    const { companyId, userId } = await createCompany(db);
    const jobId = await createJob(db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
      contentType: 'Video',
      questions: ['Question 1?', 'Question 2?'],
    });
    const application = await createApplication(db, companyId, jobId, questionnaireId);
    return { ...application, questionIds };
  }

  const logSince = (from: number) => {
    const lines = t.lines.slice(from);
    return { lines: lines.length, bytes: lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0) };
  };

  it('closes 100,000 one-byte frames without a guid early, in a few log lines', async () => {
    const from = t.lines.length;
    const client = await RecordingClient.connect(t.base, 'video');
    const frame = Buffer.alloc(1);
    for (let i = 0; i < 100_000 && client.isOpen; i++) client.sendBinary(frame);
    const { code } = await client.closed;
    expect([RECORDING_CLOSE_CODES.tooManyMessages, RECORDING_CLOSE_CODES.tooManyInvalid]).toContain(code);
    await allClosed(t.app);
    const log = logSince(from);
    // Before: one line per frame (14.9 MB for this flood). Now: the upgrade, a refusal, the close.
    expect(log.lines).toBeLessThanOrEqual(8);
    expect(log.bytes).toBeLessThan(4096);
    expect(t.lines.slice(from).filter((line) => line.includes('closed by a guard'))).toHaveLength(1);
  });

  it('closes a client after 20 refused messages, and logs one refusal line for them', async () => {
    // An app of its own: refusals are summarised per address and interval, so the interval starts here.
    const own = await startApp(dialect);
    try {
      const client = await RecordingClient.connect(own.base, 'video');
      for (let i = 0; i < 19; i++) {
        client.sendText('not json');
        await client.nextError();
      }
      expect(client.isOpen).toBe(true);
      client.sendText('not json');
      expect((await client.closed).code).toBe(RECORDING_CLOSE_CODES.tooManyInvalid);
      await allClosed(own.app);
      const refusals = own.lines.filter((line) => line.includes('"msg":"recording refused'));
      // The first refusal as it came; the 19 after it are held back for the interval's summary.
      expect(refusals).toHaveLength(1);
    } finally {
      await own.close();
    }
    // Closing the app writes the interval's summary: the others are counted, not lost.
    const summary = own.lines.find((line) => line.includes('recording channel lines held back'));
    expect(summary).toContain('"recording refused":19');
  });

  it(
    'closes four clients that never read while each sends 800,000 pings; an applicant beside them records',
    async () => {
      const { guid, questionIds } = await newInterview();
      const metadata = metadataFor(guid, questionIds[0]!);
      const applicant = await RecordingClient.connect(t.base, 'video');
      const started = await applicant.start(metadata);
      await applicant.sendChunk(videoChunks[0]!);

      const flooders = await Promise.all(
        Array.from({ length: 4 }, () => RecordingClient.connect(t.base, 'video')),
      );
      // Each reads again once it has sent everything, to learn how the server closed it.
      const flooding = Promise.all(
        flooders.map(async (client) => {
          await floodWithPings(client, 800_000);
          return closeCodeOf(client);
        }),
      );

      // The applicant goes on at a chunk a second; the connection drops with a chunk unacknowledged.
      const tick = () => new Promise((resolve) => setTimeout(resolve, 1000));
      await tick();
      await applicant.sendChunk(videoChunks[1]!);
      await tick();
      applicant.sendBinary(videoChunks[2]!);
      await applicant.terminate();
      await tick();
      const again = await RecordingClient.connect(t.base, 'video');
      const resumed = await again.resume(metadata, started.recordingId);
      expect(resumed.resumed).toBe(true);
      // The resend of what the server does not hold, then the last chunks at the real pace.
      for (let i = resumed.chunks; i < videoChunks.length; i++) {
        await again.sendChunk(videoChunks[i]!);
        if (i >= 3) await tick();
      }
      const { answerSubmitted } = await again.finish();
      expect(answerSubmitted.questionId).toBe(questionIds[0]);
      expect([...applicant.messages, ...again.messages].filter((m) => m.type === 'error')).toEqual([]);
      await again.close();

      const codes = await flooding;
      expect(codes).toEqual(Array(4).fill(RECORDING_CLOSE_CODES.tooManyMessages));
      // Each flooder got about the burst's worth of pongs (4,000 and what the rate refilled) before the close.
      for (const client of flooders) expect(client.messages.length).toBeLessThan(6_000);
    },
    scaled(60_000),
  );
});

describe.each(DIALECTS)('recording channel guards by configuration (%s)', (dialect) => {
  it(
    'closes a client whose unread replies pile up past the bound',
    async () => {
      const t = await startApp(dialect, {
        // No rate limit to speak of: the unread bytes are what closes this client.
        RECORDING_MESSAGES_PER_SECOND: '100000000',
        RECORDING_MESSAGE_BURST: '100000000',
        RECORDING_MAX_UNREAD_BYTES: '65536',
      });
      try {
        const client = await RecordingClient.connect(t.base, 'video');
        // The server's own count of unread bytes grows only once the kernel's buffers between the two
        // ends are full, and Linux lets a loopback receive buffer grow to net.ipv4.tcp_rmem's maximum
        // (32 MiB on some machines: about 2 million 17-byte pongs). So the flood goes on until the
        // server closes the connection, with a ceiling well past that.
        const closedByGuard = () => t.lines.some((line) => line.includes('closed by a guard'));
        await floodWithPings(client, 5_000_000, closedByGuard);
        expect(closedByGuard()).toBe(true);
        expect(await closeCodeOf(client)).toBe(RECORDING_CLOSE_CODES.notReading);
      } finally {
        await t.close();
      }
    },
    scaled(60_000),
  );

  it('caps open connections per address, read through a trusted proxy', async () => {
    const t = await startApp(dialect, { RECORDING_MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: 'true' });
    try {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      const first = await RecordingClient.connect(t.base, 'video', from('203.0.113.7'));
      const second = await RecordingClient.connect(t.base, 'audio', from('203.0.113.7'));
      await Promise.all([first.ping(), second.ping()]);
      const third = await RecordingClient.connect(t.base, 'video', from('203.0.113.7'));
      expect((await third.closed).code).toBe(RECORDING_CLOSE_CODES.tooManyConnections);
      // Another applicant behind the same proxy is not affected.
      const other = await RecordingClient.connect(t.base, 'video', from('198.51.100.4'));
      await other.ping();
      // A closed connection frees its place.
      await first.close();
      await waitFor(() => t.app.websocketServer.clients.size === 2);
      const fourth = await RecordingClient.connect(t.base, 'video', from('203.0.113.7'));
      await fourth.ping();
      await Promise.all([second.close(), other.close(), fourth.close()]);
    } finally {
      await t.close();
    }
  });

  it(
    '40 applicants behind one address (a campus NAT) all record at once, none refused',
    async () => {
      const t = await startApp(dialect, { TRUST_PROXY: 'true' });
      try {
        const db = t.database.db;
        const { companyId, userId } = await createCompany(db);
        const jobId = await createJob(db, companyId);
        const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
          contentType: 'Video',
          questions: ['Question 1?'],
        });
        const guids = await Promise.all(
          Array.from(
            { length: 40 },
            async () => (await createApplication(db, companyId, jobId, questionnaireId)).guid,
          ),
        );
        const nat = { headers: { 'x-forwarded-for': '192.0.2.10' } };
        // Every applicant connects and names its application, one after the other as browsers do (a page
        // names its interview one round-trip after the socket opens); all 40 are open together before any
        // submits. Forty sockets upgraded in one instant, none yet naming anything, are a flood by the
        // address cap's definition and meet it (the cap on unnamed connections is tested above).
        const clients: RecordingClient[] = [];
        for (const guid of guids) {
          const client = await RecordingClient.connect(t.base, 'video', nat);
          await client.start(metadataFor(guid, questionIds[0]!, { isLastQuestion: true, totalQuestions: 1 }));
          clients.push(client);
        }
        expect(t.app.websocketServer.clients.size).toBe(40);
        const results = await Promise.all(
          clients.map(async (client) => {
            await client.sendChunks(videoChunks);
            return client.finish();
          }),
        );
        expect(results.filter((r) => r.answerSubmitted.interviewStatus === 'Completed')).toHaveLength(40);
        await Promise.all(clients.map((client) => client.close()));
      } finally {
        await t.close();
      }
    },
    scaled(120_000),
  );

  it('caps the connections naming one application, with a reason the client can show', async () => {
    const t = await startApp(dialect, { RECORDING_MAX_CONNECTIONS_PER_APPLICATION: '2' });
    try {
      const db = t.database.db;
      const { companyId, userId } = await createCompany(db);
      const jobId = await createJob(db, companyId);
      const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
        contentType: 'Video',
        questions: ['Question 1?', 'Question 2?'],
      });
      const { guid } = await createApplication(db, companyId, jobId, questionnaireId);
      // Two connections of the applicant stay open (the second started another question).
      const first = await RecordingClient.connect(t.base, 'video');
      await first.start(metadataFor(guid, questionIds[0]!));
      const second = await RecordingClient.connect(t.base, 'video');
      await second.start(metadataFor(guid, questionIds[1]!));
      const third = await RecordingClient.connect(t.base, 'video');
      third.send({ type: 'metadata', ...metadataFor(guid, questionIds[1]!) });
      expect(await third.closed).toEqual({
        code: RECORDING_CLOSE_CODES.tooManyForApplication,
        reason: 'too many connections for this interview',
      });
      // A guid that names no application is counted by address as before: refused, not closed.
      const stranger = await RecordingClient.connect(t.base, 'video');
      await expect(stranger.start(metadataFor('no-such-guid', 'question-1'))).rejects.toMatchObject({
        reply: { code: 'NO_APPLICATION' },
      });
      await Promise.all([first.close(), second.close(), stranger.close()]);
    } finally {
      await t.close();
    }
  });

  it(
    '200 connections opened and closed in a loop from one address write a few lines, not lines each',
    async () => {
      const t = await startApp(dialect);
      try {
        const before = t.lines.length;
        for (let i = 0; i < 200; i++) {
          const client = await RecordingClient.connect(t.base, 'video');
          await client.start(metadataFor('no-such-guid', 'question-1')).catch(() => undefined);
          await client.close();
        }
        await allClosed(t.app);
        const written = t.lines.slice(before).filter((line) => line.includes('recording'));
        expect(written.length).toBeLessThanOrEqual(3);
        expect(written[0]).toContain('"msg":"recording refused"');
      } finally {
        await t.close();
      }
      // Closing the app writes the interval's summary: the 199 others are counted, not lost.
      const summary = t.lines.find((line) => line.includes('recording channel lines held back'));
      expect(summary).toContain('"recording refused":199');
    },
    scaled(60_000),
  );
});
