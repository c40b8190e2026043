/**
 * Where a recording's chunks wait until the server acknowledges them. The channel numbers chunks from 1
 * (the server's numbering, docs/recording-protocol.md) and deletes them once acknowledged, so a store
 * only ever holds what could still be lost.
 */
export interface ChunkStore {
  put(seq: number, data: ArrayBuffer): Promise<void>;
  get(seq: number): Promise<ArrayBuffer | undefined>;
  /** Removes every chunk numbered up to and including `seq`. */
  deleteThrough(seq: number): Promise<void>;
  clear(): Promise<void>;
  count(): Promise<number>;
}

/** For tests and for browsers without IndexedDB (private windows of old Safari). */
export function createMemoryChunkStore(): ChunkStore {
  const chunks = new Map<number, ArrayBuffer>();
  return {
    async put(seq, data) {
      chunks.set(seq, data);
    },
    async get(seq) {
      return chunks.get(seq);
    },
    async deleteThrough(seq) {
      for (const key of [...chunks.keys()]) if (key <= seq) chunks.delete(key);
    },
    async clear() {
      chunks.clear();
    },
    async count() {
      return chunks.size;
    },
  };
}
