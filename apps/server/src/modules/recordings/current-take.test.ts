import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentTake } from './current-take.js';
import { StagingWriter } from './staging.js';
import { TakeFencedError, type StagedProgress, type TakeWriter } from './take-store/take-store.js';

/*
 * What a connection may tell submit about its own take instead of submit reading it back (decision 0022's
 * follow-up, bench:ingest): only what is on disk, and nothing when it cannot be sure.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const deps = {
  rules: { saveProgress: async () => undefined, fail: async () => undefined },
  log: pino({ level: 'silent' }),
  progressEveryMs: 60_000,
};

/** A writer that records its own progress, as the shared store's does; `lease`: its fencing token. */
function sharedWriter(lease?: number): TakeWriter {
  let progress: StagedProgress = { chunks: 0, bytes: 0 };
  return {
    recordsProgress: true,
    ...(lease === undefined ? {} : { lease }),
    get progress() {
      return progress;
    },
    append: async (chunks) => {
      progress = { chunks: progress.chunks + chunks.length, bytes: progress.bytes + chunks[0]!.length };
      return [progress];
    },
    close: async () => undefined,
  };
}

async function localTake(): Promise<{ file: string; writer: StagingWriter }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-current-take-'));
  dirs.push(dir);
  const file = path.join(dir, 'take.part');
  return { file, writer: await StagingWriter.create(file) };
}

describe('CurrentTake.known', () => {
  it('is what the staging file holds: its progress and its first bytes, across small chunks', async () => {
    const { file, writer } = await localTake();
    const take = new CurrentTake('a1', writer, { chunks: 0, bytes: 0 }, 10_000_000, deps);
    await take.append([Buffer.from([0x1a, 0x45]), Buffer.from([0xdf, 0xa3])]);
    await take.append([Buffer.alloc(100, 7)]);
    const known = take.known();
    await take.closeWriter();
    const onDisk = readFileSync(file);
    expect(known?.progress).toEqual({ chunks: 3, bytes: onDisk.length });
    expect(known?.head).toEqual(onDisk.subarray(0, 64));
    expect(known?.head?.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  });

  it('knows no first bytes for a take it resumed (they were written before)', async () => {
    const { file, writer } = await localTake();
    await writer.append([Buffer.from('first')]);
    await writer.close();
    const resumed = await StagingWriter.resume(file);
    const take = new CurrentTake('a1', resumed, resumed.progress, 10_000_000, deps);
    await take.append([Buffer.from('second')]);
    expect(take.known()).toEqual({ progress: { chunks: 2, bytes: 11 }, head: null });
    await take.closeWriter();
  });

  it('says nothing once an append failed, the take was released, refused, or is a shared one', async () => {
    const failing: TakeWriter = {
      progress: { chunks: 0, bytes: 0 },
      append: async () => Promise.reject(new Error('disk full')),
      close: async () => undefined,
    };
    const broken = new CurrentTake('a1', failing, { chunks: 0, bytes: 0 }, 10_000_000, deps);
    await expect(broken.append([Buffer.from('x')])).rejects.toThrow('disk full');
    expect(broken.known()).toBeUndefined();

    const fenced: TakeWriter = {
      progress: { chunks: 0, bytes: 0 },
      append: async () => Promise.reject(new TakeFencedError('a2')),
      close: async () => undefined,
    };
    const released = new CurrentTake('a2', fenced, { chunks: 0, bytes: 0 }, 10_000_000, deps);
    await expect(released.append([Buffer.from('x')])).rejects.toThrow(TakeFencedError);
    expect(released.known()).toBeUndefined();

    const { writer } = await localTake();
    const tooLarge = new CurrentTake('a3', writer, { chunks: 0, bytes: 0 }, 4, deps);
    await expect(tooLarge.append([Buffer.from('too large')])).rejects.toThrow();
    expect(tooLarge.known()).toBeUndefined();

    const sharedTake = new CurrentTake('a4', sharedWriter(), { chunks: 0, bytes: 0 }, 10_000_000, deps);
    await sharedTake.append([Buffer.from('x')]);
    // A shared writer that cannot say its lease: another node may have moved the take on, and nothing
    // would tell submit, so it reads the take from the database and the store.
    expect(sharedTake.known()).toBeUndefined();
  });

  it("says a shared take's lease with what it knows, for submit's claim to check", async () => {
    const take = new CurrentTake('a5', sharedWriter(3), { chunks: 0, bytes: 0 }, 10_000_000, deps);
    await take.append([Buffer.from([0x1a, 0x45, 0xdf, 0xa3])]);
    expect(take.known()).toEqual({
      progress: { chunks: 1, bytes: 4 },
      head: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      verdict: { container: 'webm', tracks: undefined, durationSeconds: null, stalled: false },
      lease: 3,
    });
  });

  it('reads the container of a take it wrote from the start, not of one it resumed', async () => {
    const fresh = new CurrentTake('a6', sharedWriter(1), { chunks: 0, bytes: 0 }, 10_000_000, deps);
    await fresh.append([Buffer.from('not a recording at all')]);
    expect(fresh.known()?.verdict?.container).toBe('not-media');
    const resumed = new CurrentTake('a7', sharedWriter(1), { chunks: 2, bytes: 100 }, 10_000_000, deps);
    await resumed.append([Buffer.from('the middle of some take')]);
    expect(resumed.known()?.verdict).toBeUndefined();
  });
});
