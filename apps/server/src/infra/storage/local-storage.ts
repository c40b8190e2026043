import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { streamClosed } from '../../lib/stream-closed.js';
import { assertValidKey, assertValidPrefix, StorageLimitError, type Storage } from './storage.js';

/** Files under one folder. Writes go to a temporary name and are renamed, so readers never see half a file. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertValidKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  };

  return {
    kind: 'local',

    async put(key, body, options = {}) {
      const file = resolve(key);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // A file's read stream opens at once: if the open fails while the folder below is made, its error
      // must wait here for the pipeline, or, with no listener, it ends the process.
      let failedEarly: Error | undefined;
      const holdError = (err: Error) => (failedEarly ??= err);
      source.on('error', holdError);
      try {
        await mkdir(path.dirname(file), { recursive: true });
      } finally {
        source.off('error', holdError);
      }
      if (failedEarly !== undefined) throw failedEarly;
      const tmp = `${file}.${randomUUID()}.part`;
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (options.maxBytes !== undefined && bytes > options.maxBytes)
            done(new StorageLimitError(options.maxBytes));
          else done(null, chunk);
        },
      });
      const sink = createWriteStream(tmp, { mode: 0o640 });
      try {
        await pipeline(source, counter, sink);
        await rename(tmp, file);
      } catch (err) {
        await streamClosed(sink);
        await rm(tmp, { force: true });
        throw err;
      }
      return { bytes };
    },

    async get(key, range) {
      const file = resolve(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      if (range) {
        // Same contract as the S3 adapter: a range that starts past the end is the caller's error.
        if (range.start >= info.size || range.start < 0) throw new RangeError('range not satisfiable');
        const end = Math.min(range.end, info.size - 1);
        return {
          stream: createReadStream(file, { start: range.start, end }),
          length: end - range.start + 1,
          size: info.size,
        };
      }
      return { stream: createReadStream(file), length: info.size, size: info.size };
    },

    async stat(key) {
      const info = await stat(resolve(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      const dir = resolve(prefix.slice(0, -1));
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith('.part'))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    },

    async deletePrefix(prefix) {
      const keys = await this.list(prefix);
      await rm(resolve(prefix.slice(0, -1)), { recursive: true, force: true });
      return keys.length;
    },
  };
}
