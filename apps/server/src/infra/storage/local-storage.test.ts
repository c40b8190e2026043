import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { StorageLimitError, type Storage } from './storage.js';

describe('local storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vi-storage-'));
    storage = createLocalStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads whole and by range, stats and deletes', async () => {
    expect(await storage.put('resumes/a/cv.pdf', Buffer.from('0123456789'))).toEqual({ bytes: 10 });
    expect(await storage.stat('resumes/a/cv.pdf')).toEqual({ size: 10 });
    const whole = await storage.get('resumes/a/cv.pdf');
    expect(await text(whole!.stream)).toBe('0123456789');
    const part = await storage.get('resumes/a/cv.pdf', { start: 2, end: 4 });
    expect(part?.length).toBe(3);
    expect(part?.size).toBe(10);
    expect(await text(part!.stream)).toBe('234');
    await storage.delete('resumes/a/cv.pdf');
    await storage.delete('resumes/a/cv.pdf');
    expect(await storage.get('resumes/a/cv.pdf')).toBeUndefined();
  });

  it('refuses a stream over the limit and leaves nothing behind', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.put('resumes/big.pdf', big, { maxBytes: 1000 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.stat('resumes/big.pdf')).toBeUndefined();
    expect(readdirSync(path.join(root, 'resumes'))).toEqual([]);
  });

  it.each(['../escape', '/abs/path', 'a/../../b', 'UPPER/case', 'a//b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    },
  );
});
