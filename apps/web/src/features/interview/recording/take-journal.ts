import type { AnswerKind } from './channel-types';
import { TAKES_STORE, openRecordingDatabase, request } from './indexeddb-chunk-store';
import type { ChunkStore } from './chunk-store';

/**
 * What the page needs to offer a take back after a reload: which recording it is on the server, for which
 * question, and how to play its chunks (kept in the chunk store until the take is submitted or replaced).
 */
export interface TakeRecord {
  applicantGuid: string;
  questionId: string;
  recordingId: string;
  kind: AnswerKind;
  mimeType: string;
  /** Chunks of the take; 0 while it is being recorded (the store then says how many arrived). */
  chunks: number;
  isStopped: boolean;
  elapsedSeconds: number;
}

/** One take at a time: the one on the question on screen. */
export interface TakeJournal {
  load(): Promise<TakeRecord | undefined>;
  save(record: TakeRecord): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'current';

export function createMemoryTakeJournal(): TakeJournal {
  let current: TakeRecord | undefined;
  return {
    async load() {
      return current;
    },
    async save(record) {
      current = { ...record };
    },
    async clear() {
      current = undefined;
    },
  };
}

function isTakeRecord(value: unknown): value is TakeRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<TakeRecord>;
  return (
    typeof record.applicantGuid === 'string' &&
    typeof record.questionId === 'string' &&
    typeof record.recordingId === 'string' &&
    typeof record.mimeType === 'string' &&
    typeof record.chunks === 'number'
  );
}

/** The journal in the recording database, next to the chunks; memory where IndexedDB is unavailable. */
export function createIndexedDbTakeJournal(): TakeJournal {
  const database = openRecordingDatabase();
  const memory = createMemoryTakeJournal();

  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
    const db = await database;
    if (!db) throw new Error('no database');
    const transaction = db.transaction(TAKES_STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
    const result = (await request<unknown>(work(transaction.objectStore(TAKES_STORE)))) as T;
    if (mode === 'readwrite') await committed;
    else void committed.catch(() => undefined);
    return result;
  }

  return {
    async load() {
      if (!(await database)) return memory.load();
      const value = await run<unknown>('readonly', (store) => store.get(KEY));
      return isTakeRecord(value) ? value : undefined;
    },
    async save(record) {
      if (!(await database)) return memory.save(record);
      await run('readwrite', (store) => store.put(record, KEY));
    },
    async clear() {
      if (!(await database)) return memory.clear();
      await run('readwrite', (store) => store.delete(KEY));
    },
  };
}

/** The take's chunks from 1 on, in order, up to the first gap; none when the store lost the first. */
export async function readTakeChunks(store: ChunkStore, limit = 10_000): Promise<ArrayBuffer[]> {
  const chunks: ArrayBuffer[] = [];
  for (let seq = 1; seq <= limit; seq += 1) {
    const data = await store.get(seq);
    if (data === undefined) break;
    chunks.push(data);
  }
  return chunks;
}
