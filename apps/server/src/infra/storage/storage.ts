import type { Readable } from 'node:stream';

/**
 * Where media and documents live: a local folder when embedded, S3-compatible storage when scaled.
 * Keys are relative, lower-case paths made by the server (never by a client).
 */
export interface StoredObject {
  stream: Readable;
  /** Bytes in this response (the range length when a range was asked for). */
  length: number;
  /** Size of the whole object. */
  size: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive, like HTTP ranges. */
  end: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores a body. With maxBytes, a longer stream is refused with StorageLimitError and nothing is kept. */
  put(
    key: string,
    body: Readable | Buffer,
    options?: { contentType?: string; maxBytes?: number },
  ): Promise<{ bytes: number }>;
  /** Reads an object or a byte range of it; undefined when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Size of an object, or undefined when it does not exist. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes an object; removing a missing one is not an error (safe to re-run). */
  delete(key: string): Promise<void>;
  /** Keys under a folder prefix (ending in '/'), in key order; objects being written are not listed. */
  list(prefix: string): Promise<string[]>;
  /** Removes every object under a folder prefix (ending in '/'); returns how many. Safe to re-run. */
  deletePrefix(prefix: string): Promise<number>;
}

export class StorageLimitError extends Error {
  override name = 'StorageLimitError';
  constructor(readonly maxBytes: number) {
    super(`object exceeds ${maxBytes} bytes`);
  }
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** A folder prefix: a valid key followed by '/', so a prefix never matches half a name. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`invalid storage prefix: ${prefix}`);
  assertValidKey(prefix.slice(0, -1));
}

/** Keys come from server code, but they are checked anyway so a bug can never escape the store. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.length > 512)
    throw new Error(`invalid storage key: ${key}`);
}
