import { mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { StagedProgress } from './take-store/take-store.js';

/**
 * A recording on disk while it streams. Two files per recording:
 *   <attempt>.part  the chunks' bytes appended in order: exactly what the browser sent, what ffmpeg reads
 *   <attempt>.idx   one 16-byte record per chunk: the .part size after that chunk, its ordinal and a tag
 * Both are fdatasync'ed before a chunk is acknowledged, so the files are the truth about what is safe:
 * after a crash, the longest run of valid records whose data is all present is the recording, and
 * anything beyond it (never acknowledged) is cut off. The database's chunk/byte counters are a
 * convenience updated lazily; resume always recomputes from the files.
 */

const RECORD_BYTES = 16;
/** 'VIRC': tells a record from the zeros a file system may leave after a crash mid-extension. */
const RECORD_TAG = 0x56495243;

export const indexPathOf = (dataPath: string) => dataPath.replace(/\.part$/, '') + '.idx';

function encodeRecord(into: Buffer, offset: number, ordinal: number, endBytes: number): void {
  into.writeBigUInt64BE(BigInt(endBytes), offset);
  into.writeUInt32BE(ordinal, offset + 8);
  into.writeUInt32BE(RECORD_TAG, offset + 12);
}

/** The valid prefix of an index: records in order, sizes never shrinking, data present on disk. */
export function validPrefix(index: Buffer, dataSize: number): StagedProgress {
  let chunks = 0;
  let bytes = 0;
  for (let at = 0; at + RECORD_BYTES <= index.length; at += RECORD_BYTES) {
    const end = Number(index.readBigUInt64BE(at));
    const ordinal = index.readUInt32BE(at + 8);
    const tag = index.readUInt32BE(at + 12);
    if (tag !== RECORD_TAG || ordinal !== chunks + 1 || end < bytes || end > dataSize) break;
    chunks = ordinal;
    bytes = end;
  }
  return { chunks, bytes };
}

async function readWhole(handle: FileHandle): Promise<Buffer> {
  const { size } = await handle.stat();
  const buf = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(buf, read, size - read, read);
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  return buf.subarray(0, read);
}

async function writeAll(handle: FileHandle, buffers: Buffer[], position: number): Promise<void> {
  let pending = buffers.filter((b) => b.length > 0);
  let at = position;
  while (pending.length > 0) {
    const { bytesWritten } = await handle.writev(pending, at);
    at += bytesWritten;
    // Regular files take the whole write in practice; a short write is continued, not trusted.
    let skip = bytesWritten;
    const rest: Buffer[] = [];
    for (const b of pending) {
      if (skip >= b.length) skip -= b.length;
      else {
        rest.push(b.subarray(skip));
        skip = 0;
      }
    }
    pending = rest;
  }
}

/** Makes a new file's directory entry durable too, not only its contents. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class StagingWriter {
  private constructor(
    readonly dataPath: string,
    private readonly data: FileHandle,
    private readonly index: FileHandle,
    private state: StagedProgress,
  ) {}

  /** Creates the (empty) files of a new recording. */
  static async create(dataPath: string): Promise<StagingWriter> {
    await mkdir(path.dirname(dataPath), { recursive: true });
    const data = await open(dataPath, 'wx');
    const index = await open(indexPathOf(dataPath), 'wx').catch(async (err: unknown) => {
      await data.close();
      throw err;
    });
    await syncDirectory(path.dirname(dataPath));
    return new StagingWriter(dataPath, data, index, { chunks: 0, bytes: 0 });
  }

  /** Reopens a recording after a dropped connection or a restart, cutting off anything unacknowledged. */
  static async resume(dataPath: string): Promise<StagingWriter> {
    const data = await open(dataPath, 'r+');
    let index: FileHandle;
    try {
      index = await open(indexPathOf(dataPath), 'r+');
    } catch (err) {
      await data.close();
      throw err;
    }
    try {
      const { size } = await data.stat();
      const state = validPrefix(await readWhole(index), size);
      await Promise.all([data.truncate(state.bytes), index.truncate(state.chunks * RECORD_BYTES)]);
      await Promise.all([data.datasync(), index.datasync()]);
      return new StagingWriter(dataPath, data, index, state);
    } catch (err) {
      await Promise.all([data.close(), index.close()]);
      throw err;
    }
  }

  get progress(): StagedProgress {
    return { ...this.state };
  }

  /**
   * Appends chunks (a group commit: one sync for all of them) and returns the progress after each one.
   * Empty chunks get a record too, so chunk numbers stay the client's frame numbers.
   */
  async append(chunks: Buffer[]): Promise<StagedProgress[]> {
    const records = Buffer.alloc(chunks.length * RECORD_BYTES);
    const after: StagedProgress[] = [];
    let { chunks: count, bytes } = this.state;
    chunks.forEach((chunk, i) => {
      count += 1;
      bytes += chunk.length;
      encodeRecord(records, i * RECORD_BYTES, count, bytes);
      after.push({ chunks: count, bytes });
    });
    await Promise.all([
      writeAll(this.data, chunks, this.state.bytes),
      writeAll(this.index, [records], this.state.chunks * RECORD_BYTES),
    ]);
    await Promise.all([this.data.datasync(), this.index.datasync()]);
    this.state = { chunks: count, bytes };
    return after;
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.data.close(), this.index.close()]);
  }
}

/** Progress of a recording on disk, without changing it (undefined when the files are gone). */
export async function readStagedProgress(dataPath: string): Promise<StagedProgress | undefined> {
  const size = await stat(dataPath).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) return undefined;
  const index = await open(indexPathOf(dataPath), 'r').catch(() => undefined);
  if (!index) return undefined;
  try {
    return validPrefix(await readWhole(index), size);
  } finally {
    await index.close();
  }
}

/** Removes a recording's staging files; safe to repeat. */
export async function removeStaging(dataPath: string): Promise<void> {
  await Promise.all([rm(dataPath, { force: true }), rm(indexPathOf(dataPath), { force: true })]);
}
