import { hostname } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config/env.js';
import type { DB } from '../../../db/schema.js';
import type { Storage } from '../../../infra/storage/storage.js';
import { createLocalTakeStore } from './local-take-store.js';
import { createSharedTakeStore } from './shared-take-store.js';
import type { TakeRef, TakeStore } from './take-store.js';

export interface TakeStoreDeps {
  config: Pick<Config, 'dataDir' | 'recording' | 'database'>;
  db: Kysely<DB>;
  storage: Storage;
}

/** This process as a lease holder: enough to find its logs, never used to decide anything. */
export const NODE_ID = `${hostname()}:${process.pid}`;

/** Shared takes' locators are their object folders; local ones are paths under the staging folder. */
const isShared = (take: TakeRef) => take.staging_path.startsWith('takes/');

/**
 * The take store this process uses (take-store.ts): RECORDING_TAKE_STORE picks where new takes go; a
 * take already recorded stays in the store its locator names, so switching the setting never strands
 * one that is streaming.
 */
export function createTakeStore(deps: TakeStoreDeps): TakeStore {
  const local = createLocalTakeStore(path.join(deps.config.dataDir, 'staging'));
  const shared = createSharedTakeStore({
    db: deps.db,
    dialect: deps.config.database.dialect,
    storage: deps.storage,
    owner: NODE_ID,
  });
  const fresh = deps.config.recording.takeStore === 'shared' ? shared : local;
  const of = (take: TakeRef) => (isShared(take) ? shared : local);
  return {
    kind: fresh.kind,
    locate: (applicationId, attemptId) => fresh.locate(applicationId, attemptId),
    create: (take) => of(take).create(take),
    resume: (take) => of(take).resume(take),
    settle: (take) => of(take).settle(take),
    progress: (take) => of(take).progress(take),
    head: (take, bytes) => of(take).head(take, bytes),
    materialize: (take, workDir) => of(take).materialize(take, workDir),
    remove: (take) => of(take).remove(take),
    async removeApplication(applicationId) {
      await Promise.all([local.removeApplication(applicationId), shared.removeApplication(applicationId)]);
    },
  };
}
