import type { FastifyBaseLogger } from 'fastify';
import { GuidSchema } from '@vi/contracts';
import type { Storage } from '../../infra/storage/storage.js';
import type { TakeStore } from '../recordings/index.js';

/** Storage could not be emptied: the interview stays claimed and a later run finishes it. */
export class ErasureIncompleteError extends Error {
  override name = 'ErasureIncompleteError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The storage folders named by an interview: its answers' folder, and each key's folder of that id. */
function foldersOf(applicationId: string, keys: readonly string[]): string[] {
  const folders = new Set([`answers/${applicationId}/`]);
  for (const key of keys) {
    const at = key.indexOf(`/${applicationId}/`);
    if (at >= 0) folders.add(key.slice(0, at + applicationId.length + 2));
  }
  return [...folders];
}

/**
 * Step 2 of an erasure (erasure.service.ts): every stored object of the interview, each deletion retried,
 * the staging files of its takes and the folders that name it. Throws ErasureIncompleteError when an
 * object could not be deleted, so the interview stays claimed and a later run finishes it.
 */
export function createStorageEraser(deps: {
  storage: Storage;
  takes: TakeStore;
  log: FastifyBaseLogger;
  attempts: number;
}) {
  const { storage, log, attempts } = deps;

  async function deleteObject(key: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await storage.delete(key);
        return;
      } catch (err) {
        if (attempt >= attempts) throw err;
        log.warn({ err, key, attempt }, 'stored object could not be deleted; retrying');
        await sleep(100 * 2 ** attempt);
      }
    }
  }

  async function emptyStorage(applicationId: string, keys: readonly string[]): Promise<void> {
    const failures: string[] = [];
    await Promise.all(
      keys.map((key) =>
        deleteObject(key).catch((err: unknown) => {
          log.error({ err, key, applicationId }, 'stored object of an erased interview could not be deleted');
          failures.push(key);
        }),
      ),
    );
    // Application ids are UUIDs; anything else never becomes a path.
    if (GuidSchema.safeParse(applicationId).success) {
      await deps.takes.removeApplication(applicationId);
      // The folders named by the interview (answers/<id>/…, resumes/<company>/<id>/) go too: an empty
      // folder still says which interview was here. In an object store this finds nothing left to delete.
      if (failures.length === 0) {
        await Promise.all(
          foldersOf(applicationId, keys).map((prefix) =>
            storage.deletePrefix(prefix).catch((err: unknown) => {
              log.warn({ err, prefix }, 'folder of an erased interview could not be removed');
            }),
          ),
        );
      }
    }
    if (failures.length > 0) {
      throw new ErasureIncompleteError(
        `${failures.length} stored object(s) of interview ${applicationId} could not be deleted yet`,
      );
    }
  }

  return emptyStorage;
}
