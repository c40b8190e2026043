import type { WriteStream } from 'node:fs';

/**
 * Resolves once a file stream has released its file (opened and closed it, or never will). pipeline() can
 * settle before the file stream has even opened its file (a source that failed at once): removing the file
 * or its folder first would let the late open create it afterwards, left for good.
 */
export function streamClosed(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}
