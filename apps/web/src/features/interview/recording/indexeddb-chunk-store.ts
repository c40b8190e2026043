import { createMemoryChunkStore, type ChunkStore } from './chunk-store';

const DB_NAME = 'vi-recording';
const STORE = 'chunks';
/** Version 2 added the 'takes' store (take-journal.ts) beside the chunks. */
const DB_VERSION = 2;
export const TAKES_STORE = 'takes';

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The recording database (chunks and the take journal), or undefined where IndexedDB is unavailable. */
export function openRecordingDatabase(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return openDatabase().catch(() => undefined);
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      for (const name of [STORE, TAKES_STORE])
        if (!open.result.objectStoreNames.contains(name)) open.result.createObjectStore(name);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
    // Another tab holding an old version must not leave the recording without a store forever.
    open.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

/**
 * Unacknowledged chunks on disk rather than in memory: two minutes of video is tens of megabytes, and a
 * tab that reloads or crashes would otherwise take the unsent part with it. Falls back to memory when
 * IndexedDB cannot be opened (disabled storage), so recording still works, only less durably.
 */
export function createIndexedDbChunkStore(): ChunkStore {
  let fallback: ChunkStore | undefined;
  const database = openRecordingDatabase();

  async function withStore<T>(
    mode: IDBTransactionMode,
    // Untyped request: IDBRequest<X> is not assignable to IDBRequest<unknown> (its handlers' `this`).
    work: (store: IDBObjectStore) => IDBRequest,
    viaMemory: (memory: ChunkStore) => Promise<T>,
  ): Promise<T> {
    const db = await database;
    if (!db) {
      fallback ??= createMemoryChunkStore();
      return viaMemory(fallback);
    }
    const transaction = db.transaction(STORE, mode);
    // Writes resolve only once committed, so "kept until acknowledged" holds across a crash.
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
    const result = (await request<unknown>(work(transaction.objectStore(STORE)))) as T;
    if (mode === 'readwrite') await committed;
    else void committed.catch(() => undefined);
    return result;
  }

  return {
    async put(seq, data) {
      await withStore(
        'readwrite',
        (store) => store.put(data, seq),
        (memory) => memory.put(seq, data),
      );
    },
    async get(seq) {
      const value = await withStore(
        'readonly',
        (store) => store.get(seq),
        (memory) => memory.get(seq),
      );
      return value instanceof ArrayBuffer ? value : undefined;
    },
    async deleteThrough(seq) {
      await withStore(
        'readwrite',
        (store) => store.delete(IDBKeyRange.upperBound(seq)),
        (memory) => memory.deleteThrough(seq),
      );
    },
    async clear() {
      await withStore(
        'readwrite',
        (store) => store.clear(),
        (memory) => memory.clear(),
      );
    },
    async count() {
      return withStore(
        'readonly',
        (store) => store.count(),
        (memory) => memory.count(),
      );
    },
  };
}
