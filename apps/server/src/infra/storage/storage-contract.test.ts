import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../../test/s3rver-fixture.js';
import { createLocalStorage } from './local-storage.js';
import { StorageLimitError, type Storage } from './storage.js';

interface StorageUnderTest {
  storage: Storage;
  close(): Promise<void>;
}

const MiB = 1024 * 1024;

const ADAPTERS: [string, () => Promise<StorageUnderTest>][] = [
  [
    'local',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'vi-storage-contract-'));
      return {
        storage: createLocalStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  ['s3 (s3rver)', startS3rver],
];

/** A deterministic stream of `total` bytes in 64 KiB chunks, and the digest it must come back with. */
function generated(total: number, seed: number): { stream: Readable; sha256: string } {
  const block = randomBytesFrom(seed, 64 * 1024);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let sent = 0; sent < total; sent += block.length) {
    const chunk = block.subarray(0, Math.min(block.length, total - sent));
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks), sha256: hash.digest('hex') };
}

function randomBytesFrom(seed: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function read(storage: Storage, key: string, range?: { start: number; end: number }) {
  const object = await storage.get(key, range);
  if (!object) return undefined;
  const data = await buffer(object.stream);
  return { data, length: object.length, size: object.size };
}

describe.each(ADAPTERS)('storage contract: %s', (_name, start) => {
  let subject: StorageUnderTest;
  let storage: Storage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  const body = randomBytes(1000);

  it('stores a buffer and reads it back byte for byte', async () => {
    expect(await storage.put('contract/a/media.webm', body, { contentType: 'video/webm' })).toEqual({
      bytes: 1000,
    });
    expect(await storage.stat('contract/a/media.webm')).toEqual({ size: 1000 });
    const whole = await read(storage, 'contract/a/media.webm');
    expect(whole?.length).toBe(1000);
    expect(whole?.size).toBe(1000);
    expect(whole?.data.equals(body)).toBe(true);
  });

  it.each([
    ['the first byte', 0, 0],
    ['the start', 0, 99],
    ['the middle', 400, 599],
    ['the end', 990, 999],
    ['a range past the end (clamped)', 995, 5000],
    ['the last byte', 999, 999],
  ])('reads %s', async (_what, rangeStart, rangeEnd) => {
    const part = await read(storage, 'contract/a/media.webm', { start: rangeStart, end: rangeEnd });
    const expected = body.subarray(rangeStart, Math.min(rangeEnd, 999) + 1);
    expect(part?.size).toBe(1000);
    expect(part?.length).toBe(expected.length);
    expect(part?.data.equals(expected)).toBe(true);
  });

  it('streams a 12 MiB body (multipart on S3) byte-exact, whole and by range', async () => {
    const total = 12 * MiB;
    const source = generated(total, 7);
    expect(await storage.put('contract/big/media.webm', source.stream)).toEqual({ bytes: total });
    expect(await storage.stat('contract/big/media.webm')).toEqual({ size: total });
    const whole = await read(storage, 'contract/big/media.webm');
    expect(whole?.length).toBe(total);
    expect(sha256(whole!.data)).toBe(source.sha256);

    // A range across the 5 MiB part boundary comes back exactly.
    const part = await read(storage, 'contract/big/media.webm', { start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect(part?.length).toBe(20);
    expect(part?.data.equals(whole!.data.subarray(5 * MiB - 10, 5 * MiB + 10))).toBe(true);
  });

  it('replaces an object stored under the same key', async () => {
    await storage.put('contract/replace/x.bin', Buffer.from('first version'));
    await storage.put('contract/replace/x.bin', Buffer.from('second'));
    expect((await read(storage, 'contract/replace/x.bin'))?.data.toString()).toBe('second');
  });

  it('stores an empty body', async () => {
    expect(await storage.put('contract/empty/x.bin', Readable.from([]))).toEqual({ bytes: 0 });
    expect(await storage.stat('contract/empty/x.bin')).toEqual({ size: 0 });
    expect((await read(storage, 'contract/empty/x.bin'))?.data.length).toBe(0);
  });

  it('answers undefined for a missing object', async () => {
    expect(await storage.get('contract/missing/x.webm')).toBeUndefined();
    expect(await storage.get('contract/missing/x.webm', { start: 0, end: 10 })).toBeUndefined();
    expect(await storage.stat('contract/missing/x.webm')).toBeUndefined();
  });

  it('deletes, and deleting again is no error', async () => {
    await storage.put('contract/delete/x.bin', Buffer.from('bye'));
    await storage.delete('contract/delete/x.bin');
    await storage.delete('contract/delete/x.bin');
    expect(await storage.stat('contract/delete/x.bin')).toBeUndefined();
    expect(await storage.get('contract/delete/x.bin')).toBeUndefined();
  });

  it('accepts a body of exactly maxBytes', async () => {
    const exact = generated(3000, 3);
    expect(await storage.put('contract/limit/exact.bin', exact.stream, { maxBytes: 3000 })).toEqual({
      bytes: 3000,
    });
  });

  it.each([
    ['a small stream', 1200, 1000],
    ['a multipart stream', 12 * MiB, 6 * MiB],
  ])('refuses %s over maxBytes and keeps nothing', async (_what, total, maxBytes) => {
    const key = `contract/limit/${total}.bin`;
    await expect(storage.put(key, generated(total, 5).stream, { maxBytes })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();
  });

  it('refuses a buffer over maxBytes and keeps nothing', async () => {
    const key = 'contract/limit/buffer.bin';
    await expect(storage.put(key, randomBytes(1001), { maxBytes: 1000 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.put(key, randomBytes(1000), { maxBytes: 1000 })).toEqual({ bytes: 1000 });
  });

  it('keeps nothing when the source stream fails', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(storage.put('contract/failed/x.bin', Readable.from(failing()))).rejects.toThrow(
      'client went away',
    );
    expect(await storage.stat('contract/failed/x.bin')).toBeUndefined();
  });

  it('lists the keys under a folder prefix, and only those', async () => {
    for (const key of [
      'contract/list/a/1',
      'contract/list/a/2',
      'contract/list/a/sub/3',
      'contract/list/ab/4',
    ])
      await storage.put(key, Buffer.from(key));
    expect(await storage.list('contract/list/a/')).toEqual([
      'contract/list/a/1',
      'contract/list/a/2',
      'contract/list/a/sub/3',
    ]);
    expect(await storage.list('contract/list/missing/')).toEqual([]);
  });

  it('deletes every object under a folder prefix and leaves its neighbours', async () => {
    for (let i = 0; i < 40; i++) await storage.put(`contract/prefix/x/${String(i).padStart(3, '0')}`, body);
    await storage.put('contract/prefix/xy/kept', body);
    expect(await storage.deletePrefix('contract/prefix/x/')).toBe(40);
    expect(await storage.list('contract/prefix/x/')).toEqual([]);
    expect(await storage.stat('contract/prefix/x/000')).toBeUndefined();
    expect(await storage.stat('contract/prefix/xy/kept')).toEqual({ size: 1000 });
    expect(await storage.deletePrefix('contract/prefix/x/')).toBe(0);
  });

  it.each(['contract/list', '../x/', '/abs/', 'UPPER/', ''])('refuses the prefix %j', async (prefix) => {
    await expect(storage.list(prefix)).rejects.toThrow(/invalid storage (prefix|key)/);
    await expect(storage.deletePrefix(prefix)).rejects.toThrow(/invalid storage (prefix|key)/);
  });

  it.each(['../escape', '/abs/path', 'a/../../b', 'UPPER/case', 'a//b', '', 'a/b/', 'a\\b', 'a/.hidden'])(
    'refuses the key %j for every operation',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});
