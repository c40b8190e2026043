import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/dialect.js';
import type { DB } from '../../../db/schema.js';
import type { Storage } from '../../../infra/storage/storage.js';
import { nowIso } from '../../../lib/time.js';
import * as repo from './take.repository.js';
import {
  TakeFencedError,
  type StagedProgress,
  type TakeRef,
  type TakeStore,
  type TakeWriter,
} from './take-store.js';

export interface SharedTakeStoreDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  storage: Storage;
  /** This process, as lease_owner records it (hostname:pid). */
  owner: string;
}

/** The folder of a take's chunk objects; also its locator in answer_attempts.staging_path. */
export const takePrefix = (applicationId: string, attemptId: string) =>
  `takes/${applicationId}/${attemptId}/`;

/** One object per chunk, named with the writer's token: a fenced writer's late object never collides. */
const chunkKey = (prefix: string, chunkNo: number, token: number) =>
  `${prefix}${String(chunkNo).padStart(8, '0')}-${token}`;

const ID = /^[a-z0-9-]+$/;

/**
 * Takes in the shared object store (scaled mode; docs/decisions/0021-shared-takes.md). Each chunk is an
 * object; take_chunks lists the acknowledged ones and answer_attempts holds the counters and the lease.
 * An append puts its objects, then records them in one transaction that holds only while the writer's
 * fencing token is still the take's: an ack follows that commit, so whatever node resumes the take next
 * reads every acknowledged chunk from the database and the store, and a node that lost the take can
 * never add to it. Objects put but never recorded (a fenced or crashed append) are removed with the take.
 */
export function createSharedTakeStore(deps: SharedTakeStoreDeps): TakeStore {
  const { db, dialect, storage, owner } = deps;

  function prefixOf(take: Pick<TakeRef, 'id' | 'application_id'>): string {
    if (!ID.test(take.id) || !ID.test(take.application_id)) throw new Error(`not a take: ${take.id}`);
    return takePrefix(take.application_id, take.id);
  }

  async function recorded(take: TakeRef) {
    return repo.contiguousPrefix(await repo.listChunks(db, take.id));
  }

  function writer(take: TakeRef, token: number, start: StagedProgress): TakeWriter {
    const prefix = prefixOf(take);
    let progress = { ...start };
    let closed = false;
    return {
      recordsProgress: true,
      lease: token,
      get progress() {
        return { ...progress };
      },
      async append(chunks) {
        if (closed) throw new TakeFencedError(take.id);
        const after: StagedProgress[] = [];
        const rows = chunks.map((chunk, i) => {
          const at = after[i - 1] ?? progress;
          const next = { chunks: at.chunks + 1, bytes: at.bytes + chunk.length };
          after.push(next);
          const key = chunkKey(prefix, next.chunks, token);
          return {
            attempt_id: take.id,
            chunk_no: next.chunks,
            object_key: key,
            bytes: chunk.length,
            end_bytes: next.bytes,
          };
        });
        await Promise.all(rows.map((row, i) => storage.put(row.object_key, chunks[i]!)));
        const to = after[after.length - 1] ?? progress;
        const committed = await repo.appendChunks(db, dialect, {
          attemptId: take.id,
          token,
          owner,
          from: progress,
          to,
          rows,
          now: nowIso(),
        });
        if (!committed) {
          closed = true;
          // Nobody will ever read these; a failure here leaves them to the take's removal by prefix.
          await Promise.all(rows.map((row) => storage.delete(row.object_key))).catch(() => undefined);
          throw new TakeFencedError(take.id);
        }
        progress = to;
        return after;
      },
      async close() {
        closed = true;
      },
    };
  }

  return {
    kind: 'shared',

    locate(applicationId, attemptId) {
      return prefixOf({ id: attemptId, application_id: applicationId });
    },

    // The attempt row is inserted after this (an attempt counts only once its take has somewhere to go)
    // with lease_token 1, the token of the take's first writer.
    async create(take) {
      prefixOf(take);
      return writer(take, 1, { chunks: 0, bytes: 0 });
    },

    async resume(take) {
      const token = await repo.takeLease(db, take.id, owner);
      if (token === undefined) return null;
      const { progress } = await recorded(take);
      return writer(take, token, progress);
    },

    // Only acknowledged chunks are ever recorded: there is nothing to cut off.
    async settle(take) {
      return this.progress(take);
    },

    async progress(take) {
      if (!(await repo.attemptExists(db, take.id))) return undefined;
      return (await recorded(take)).progress;
    },

    async head(take, bytes) {
      const { rows } = await recorded(take);
      const parts: Buffer[] = [];
      let have = 0;
      for (const row of rows) {
        if (have >= bytes) break;
        if (Number(row.bytes) === 0) continue;
        const object = await storage.get(row.object_key, { start: 0, end: bytes - have - 1 });
        if (!object) throw new Error(`take ${take.id}: chunk ${row.chunk_no} is missing from storage`);
        const part = await buffer(object.stream);
        parts.push(part);
        have += part.length;
      }
      return Buffer.concat(parts).subarray(0, bytes);
    },

    async materialize(take, workDir) {
      const { rows, progress } = await recorded(take);
      if (progress.bytes === 0) return null;
      const file = path.join(workDir, 'take.part');
      const sink = createWriteStream(file, { mode: 0o640 });
      await pipeline(async function* () {
        for (const row of rows) {
          if (Number(row.bytes) === 0) continue;
          const object = await storage.get(row.object_key);
          if (!object || object.size !== Number(row.bytes))
            throw new Error(`take ${take.id}: chunk ${row.chunk_no} is missing or damaged in storage`);
          // A response cut short can end without an error: count what arrived, so a short read fails
          // (and the job is retried) instead of becoming an answer with seconds missing.
          let received = 0;
          for await (const part of object.stream as AsyncIterable<Buffer>) {
            received += part.length;
            yield part;
          }
          if (received !== Number(row.bytes))
            throw new Error(`take ${take.id}: chunk ${row.chunk_no} read ${received} of ${row.bytes} bytes`);
        }
      }, sink);
      return file;
    },

    async remove(take) {
      await storage.deletePrefix(prefixOf(take));
      await repo.deleteChunks(db, take.id);
    },

    async removeApplication(applicationId) {
      if (!ID.test(applicationId)) throw new Error('not an application id');
      const prefix = `takes/${applicationId}/`;
      await storage.deletePrefix(prefix);
      await repo.deleteChunksUnder(db, prefix);
    },
  };
}
