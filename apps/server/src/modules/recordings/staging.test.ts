import { mkdtempSync, rmSync } from 'node:fs';
import { appendFile, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexPathOf, readStagedProgress, removeStaging, StagingWriter, validPrefix } from './staging.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vi-staging-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const newPath = () => path.join(dir, `app-${++n}`, 'attempt.part');
const bytes = (length: number, fill: number) => Buffer.alloc(length, fill);

describe('staging files', () => {
  it('appends chunks in order and reports the progress after each one', async () => {
    const file = newPath();
    const writer = await StagingWriter.create(file);
    expect(await writer.append([bytes(10, 1)])).toEqual([{ chunks: 1, bytes: 10 }]);
    // A group commit of three, one of them empty (Safari sends empty blobs): it still counts as a chunk.
    expect(await writer.append([bytes(5, 2), Buffer.alloc(0), bytes(7, 3)])).toEqual([
      { chunks: 2, bytes: 15 },
      { chunks: 3, bytes: 15 },
      { chunks: 4, bytes: 22 },
    ]);
    await writer.close();
    expect(await readFile(file)).toEqual(Buffer.concat([bytes(10, 1), bytes(5, 2), bytes(7, 3)]));
    expect(await readStagedProgress(file)).toEqual({ chunks: 4, bytes: 22 });
  });

  it('refuses to create over an existing recording', async () => {
    const file = newPath();
    await (await StagingWriter.create(file)).close();
    await expect(StagingWriter.create(file)).rejects.toThrow(/EEXIST/);
  });

  it('after a crash, keeps exactly the recorded chunks and cuts off unrecorded bytes', async () => {
    const file = newPath();
    const writer = await StagingWriter.create(file);
    await writer.append([bytes(100, 1), bytes(100, 2)]);
    await writer.close();
    // A write that reached the data file but never got its record (so was never acknowledged)…
    await appendFile(file, bytes(50, 9));
    // …and a torn record.
    await appendFile(indexPathOf(file), Buffer.from([0, 0, 0]));

    const resumed = await StagingWriter.resume(file);
    expect(resumed.progress).toEqual({ chunks: 2, bytes: 200 });
    expect((await stat(file)).size).toBe(200);
    await resumed.append([bytes(30, 3)]);
    await resumed.close();
    expect(await readFile(file)).toEqual(Buffer.concat([bytes(100, 1), bytes(100, 2), bytes(30, 3)]));
  });

  it('drops records whose data is missing and records a file system left as zeros', async () => {
    const file = newPath();
    const writer = await StagingWriter.create(file);
    await writer.append([bytes(100, 1), bytes(100, 2), bytes(100, 3)]);
    await writer.close();
    // The last chunk's data did not survive, though its record did.
    await truncate(file, 250);
    expect(await readStagedProgress(file)).toEqual({ chunks: 2, bytes: 200 });
    // Zero-filled records (a crash while the file grew) are not empty chunks.
    const index = await readFile(indexPathOf(file));
    await writeFile(indexPathOf(file), Buffer.concat([index.subarray(0, 32), Buffer.alloc(32)]));
    expect(await readStagedProgress(file)).toEqual({ chunks: 2, bytes: 200 });
    expect(validPrefix(Buffer.alloc(64), 1000)).toEqual({ chunks: 0, bytes: 0 });
  });

  it('removes both files, and removing twice is fine', async () => {
    const file = newPath();
    await (await StagingWriter.create(file)).close();
    await removeStaging(file);
    await removeStaging(file);
    expect(await readStagedProgress(file)).toBeUndefined();
    await expect(StagingWriter.resume(file)).rejects.toThrow(/ENOENT/);
  });
});
