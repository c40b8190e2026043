import { Transform } from 'node:stream';

const HEAD_BYTES = 64 * 1024;
// A ZIP's end record (22 bytes plus a comment of up to 64 KB) and, for documents, its whole central directory.
const TAIL_BYTES = 128 * 1024;

/**
 * A pass-through that remembers the first and last bytes of a stream and counts it, so a file can be
 * identified while it is streamed to storage instead of being buffered whole.
 */
export class ByteSample extends Transform {
  bytes = 0;
  private headChunks: Buffer[] = [];
  private headLength = 0;
  private tailBuffer = Buffer.alloc(0);

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (err?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    const joined = Buffer.concat([this.tailBuffer, chunk]);
    this.tailBuffer =
      joined.length > TAIL_BYTES ? Buffer.from(joined.subarray(joined.length - TAIL_BYTES)) : joined;
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  get tail(): Buffer {
    return this.tailBuffer;
  }
}
