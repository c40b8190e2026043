import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { readStagedProgress, removeStaging, StagingWriter } from '../staging.js';
import type { StagedProgress, TakeRef, TakeStore, TakeWriter } from './take-store.js';

/**
 * Takes on this node's disk, under DATA_DIR/staging (staging.ts: a .part and an .idx file per take, both
 * synced before an ack). New takes record a locator relative to the staging folder, so a data folder can
 * move; rows written before that hold absolute paths, which are still read.
 */
export function createLocalTakeStore(stagingDir: string): TakeStore {
  const root = path.resolve(stagingDir);

  /** The take's .part file; a locator that leaves the staging folder is refused, never followed. */
  function fileOf(take: TakeRef): string {
    const file = path.isAbsolute(take.staging_path)
      ? path.normalize(take.staging_path)
      : path.resolve(root, take.staging_path);
    if (!path.isAbsolute(take.staging_path) && !file.startsWith(root + path.sep))
      throw new Error(`staging locator outside the staging folder: ${take.id}`);
    return file;
  }

  async function hasBytes(file: string): Promise<boolean> {
    return stat(file).then(
      (s) => s.size > 0,
      () => false,
    );
  }

  return {
    kind: 'local',

    locate(applicationId, attemptId) {
      return path.join(applicationId, `${attemptId}.part`);
    },

    async create(take): Promise<TakeWriter> {
      return StagingWriter.create(fileOf(take));
    },

    async resume(take): Promise<TakeWriter | null> {
      return StagingWriter.resume(fileOf(take)).catch(() => null);
    },

    async settle(take): Promise<StagedProgress | undefined> {
      const writer = await StagingWriter.resume(fileOf(take)).catch(() => null);
      if (!writer) return undefined;
      const { progress } = writer;
      await writer.close();
      return progress;
    },

    progress(take) {
      return readStagedProgress(fileOf(take));
    },

    async head(take, bytes) {
      const handle = await open(fileOf(take), 'r').catch(() => null);
      if (!handle) return Buffer.alloc(0);
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async materialize(take) {
      const file = fileOf(take);
      return (await hasBytes(file)) ? file : null;
    },

    remove(take) {
      return removeStaging(fileOf(take));
    },

    async removeApplication(applicationId) {
      if (!/^[A-Za-z0-9_-]+$/.test(applicationId)) throw new Error('not an application id');
      await rm(path.join(root, applicationId), { recursive: true, force: true });
    },
  };
}
