import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@vi/contracts';
import {
  createClientLogService,
  NOTES_MAX_BYTES,
  truncateUtf8,
} from '../../src/modules/client-logs/client-log.service.js';
import { createSweepClientLogsJob } from '../../src/background/sweep-client-logs.job.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

const marker = () => `entry ${randomUUID()}`;

describe.each(DIALECTS)('POST /logger/log (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (payload: object | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/logger/log',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const rowsWith = (message: string) =>
    t.database.db.selectFrom('client_logs').selectAll().where('message', '=', message).execute();
  const countAll = async () => (await t.database.db.selectFrom('client_logs').select('id').execute()).length;

  it('stores an entry without a token and answers 202', async () => {
    const message = marker();
    const guid = randomUUID();
    const context = {
      component: 'AudioQuestion',
      userAgent: 'Mozilla/5.0',
      url: 'http://localhost/interview/audio-question',
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    const res = await post({
      level: 'warn',
      message,
      notes: { tries: 2, device: 'mic' },
      context,
      applicantGuid: guid,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });

    const [row, ...rest] = await rowsWith(message);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      level: 'warn',
      message,
      application_guid: guid,
      ip: '127.0.0.1',
    });
    expect(JSON.parse(row!.notes!)).toEqual({ tries: 2, device: 'mic' });
    expect(JSON.parse(row!.context!)).toEqual(context);
    expect(Number.isNaN(Date.parse(row!.created_at))).toBe(false);
  });

  it('accepts the level in any case, and entries without notes or context', async () => {
    const message = marker();
    expect((await post({ level: 'ERROR', message })).statusCode).toBe(202);
    expect(await rowsWith(message)).toEqual([
      expect.objectContaining({ level: 'error', notes: null, context: null, application_guid: null }),
    ]);
  });

  it('keeps a string note as JSON and drops an applicantGuid that is not a UUID', async () => {
    const message = marker();
    await post({
      level: 'warn',
      message,
      notes: 'Cannot submit: No recording available',
      applicantGuid: "'; drop table x",
    });
    const [row] = await rowsWith(message);
    expect(row?.notes).toBe('"Cannot submit: No recording available"');
    expect(row?.application_guid).toBeNull();
  });

  it('cuts notes to 2 KB', async () => {
    const message = marker();
    const res = await post({ level: 'error', message, notes: 'é'.repeat(1500) });
    expect(res.statusCode).toBe(202);
    const [row] = await rowsWith(message);
    expect(Buffer.byteLength(row!.notes!, 'utf8')).toBeLessThanOrEqual(NOTES_MAX_BYTES);
    expect(row!.notes!.startsWith('"éé')).toBe(true);
    expect(row!.notes).not.toContain('\uFFFD');
  });

  it('stores hostile text as data, including NUL characters and markup', async () => {
    const message = `${marker()} <script>alert(1)</script>`;
    const res = await post({ level: 'warn', message: `${message}\u0000`, notes: { x: '\u0000' } });
    expect(res.statusCode).toBe(202);
    const [row] = await rowsWith(message);
    expect(JSON.parse(row!.notes!)).toEqual({ x: '\u0000' });
  });

  it.each([
    [{ level: 'fatal', message: 'x' }, 'body.level'],
    [{ level: 'info' }, 'body.message'],
    [{ level: 'info', message: '   ' }, 'body.message'],
    [{ level: 'info', message: 'x'.repeat(2001) }, 'body.message'],
    [{ level: 'info', message: 'x', context: { url: 5 } }, 'body.context.url'],
    [{ level: 'info', message: 'x', applicantGuid: 'a'.repeat(65) }, 'body.applicantGuid'],
  ])('refuses %j with 400 and stores nothing', async (payload, path) => {
    const before = await countAll();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields?.[0]?.path).toBe(path);
    expect(await countAll()).toBe(before);
  });

  it('answers 202 to a report below CLIENT_LOG_LEVEL (warn) and keeps nothing of it', async () => {
    const message = marker();
    expect((await post({ level: 'info', message })).statusCode).toBe(202);
    expect((await post({ level: 'debug', message })).statusCode).toBe(202);
    expect(await rowsWith(message)).toEqual([]);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('{"level": "info", ');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a body over 8 KB with 413 and stores nothing', async () => {
    const before = await countAll();
    const res = await post({ level: 'error', message: marker(), notes: 'x'.repeat(9 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorResponse>().statusCode).toBe(413);
    expect(await countAll()).toBe(before);
  });
});

describe.each(DIALECTS)('POST /logger/log rate limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('allows 20 entries a minute per address, then answers 429', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/logger/log',
        payload: { level: 'error', message: 'tick' },
      });
    for (let i = 0; i < 20; i += 1) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorResponse>().statusCode).toBe(429);
    const stored = await t.database.db.selectFrom('client_logs').select('id').execute();
    expect(stored).toHaveLength(20);
  });
});

describe.each(DIALECTS)('client log service (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ['error', 'info', true],
    ['warn', 'info', true],
    ['info', 'debug', false],
    ['debug', 'debug', false],
  ] as const)(
    'a %s report goes to the server log at %s (never higher); stored: %s',
    async (level, loggedAt, isStored) => {
      const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
      const service = createClientLogService({ db: t.database.db });
      const guid = randomUUID();
      // No guid-like marker: the log line's words are redacted of anything that looks like one.
      const message = `hello ${level} ${process.hrtime.bigint()}`;
      await service.record(
        { level, message, notes: { a: 1 }, context: { component: 'Onboarding' }, applicantGuid: guid },
        { ip: '10.0.0.1', log: log as unknown as FastifyBaseLogger },
      );
      expect(log[loggedAt]).toHaveBeenCalledWith(
        // The guid is a capability: the log line says there was one, the stored row says which.
        {
          clientLog: {
            level,
            hasApplication: true,
            notes: '{"a":1}',
            context: { component: 'Onboarding' },
          },
        },
        `client: ${message}`,
      );
      for (const other of ['error', 'warn', 'info', 'debug'] as const) {
        if (other !== loggedAt) expect(log[other]).not.toHaveBeenCalled();
      }
      const rows = await t.database.db
        .selectFrom('client_logs')
        .select('id')
        .where('message', '=', message)
        .execute();
      expect(rows).toHaveLength(isStored ? 1 : 0);
    },
  );

  it('the scheduled sweep deletes reports older than the retention, and keeps the rest', async () => {
    const day = 86_400_000;
    const now = Date.parse('2026-06-30T12:00:00.000Z');
    const old = marker();
    const recent = marker();
    for (const [message, at] of [
      [old, now - 31 * day],
      [recent, now - 29 * day],
    ] as const) {
      await t.database.db
        .insertInto('client_logs')
        .values({
          id: randomUUID(),
          application_guid: null,
          level: 'error',
          message,
          notes: null,
          context: null,
          ip: '10.0.0.9',
          created_at: new Date(at).toISOString(),
        })
        .execute();
    }
    const job = createSweepClientLogsJob({ db: t.database.db, retentionDays: 30, now: () => now });
    await job.handle({}, { attempt: 1, log: t.app.log });
    const left = await t.database.db
      .selectFrom('client_logs')
      .select('message')
      .where('message', 'in', [old, recent])
      .execute();
    expect(left.map((r) => r.message)).toEqual([recent]);
  });
});

describe('truncateUtf8', () => {
  it('never splits a character', () => {
    expect(truncateUtf8('aé', 2)).toBe('a');
    expect(truncateUtf8('a🙂b', 4)).toBe('a');
    expect(truncateUtf8('abc', 8)).toBe('abc');
  });
});
