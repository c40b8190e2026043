import type * as nodeFs from 'node:fs';
import { mkdtempSync, readdirSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { StorageLimitError, type Storage } from './storage.js';

const slowOpen = vi.hoisted(() => ({ delayMs: 0, streams: [] as WriteStream[] }));

// A file stream whose open takes a while, as on a busy disk or thread pool: it widens, on purpose and
// every time, the window in which a failed put() could remove its temporary file before the open made it.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>();
  return {
    ...fs,
    createWriteStream(...args: Parameters<typeof fs.createWriteStream>) {
      const stream = fs.createWriteStream(...args);
      if (slowOpen.delayMs > 0) {
        // Streams open their file in _construct, called on the next tick: it can still be wrapped.
        const open = stream._construct?.bind(stream);
        stream._construct = (callback) => setTimeout(() => open?.(callback), slowOpen.delayMs);
        slowOpen.streams.push(stream);
      }
      return stream;
    },
  };
});

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

  it('leaves no temporary file when the body failed before its file was even open', async () => {
    // An upload refused mid-way (a truncated multipart body) reaches put() as an already failed stream.
    const failed = new PassThrough();
    // The parser that owns such a stream listens for its errors (so the process does not crash).
    failed.on('error', () => undefined);
    failed.destroy(new Error('upload interrupted'));
    // Its error was emitted long before a route calls put(), as a parser's is.
    await new Promise((resolve) => setImmediate(resolve));
    slowOpen.delayMs = 100;
    try {
      await expect(storage.put('resumes/a/cv.pdf', failed)).rejects.toThrow('upload interrupted');
      // put() settles (and a route answers the refused request) only once the file was let go of...
      const [file] = slowOpen.streams;
      expect(file?.closed).toBe(true);
      // ...so nothing can create the temporary file after it was removed.
      expect(readdirSync(path.join(root, 'resumes', 'a'))).toEqual([]);
    } finally {
      slowOpen.delayMs = 0;
      slowOpen.streams.length = 0;
    }
  });

  it('rejects, and only rejects, when its body fails while the folder is still being made', async () => {
    // As a file's read stream does when its file is gone (a job's work folder removed under it): the
    // error comes on the next tick, before the folder for the key exists.
    const body = new PassThrough();
    queueMicrotask(() => body.destroy(new Error("ENOENT: no such file or directory, open 'media.webm'")));
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      await expect(storage.put('answers/new/folder/media.webm', body)).rejects.toThrow('ENOENT');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
    expect(readdirSync(path.join(root, 'answers', 'new', 'folder'))).toEqual([]);
  });

  it.each(['../escape', '/abs/path', 'a/../../b', 'UPPER/case', 'a//b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    },
  );
});
