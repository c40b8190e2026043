/**
 * A container's elements walked as its bytes arrive, in any split, without keeping the media: only an
 * element's header and the few payloads a format asks to read are held (at most `maxRead` bytes), every
 * other payload is skipped as it streams past. WebM (EBML) and MP4 (boxes) are both a sequence of
 * "header, then payload of a known size"; a format says how to read a header and what to do with each.
 */
export interface ElementHeader {
  /** The element's id (EBML, as a number) or box type (MP4, four letters). */
  id: number | string;
  /** Bytes of the header itself. */
  headerBytes: number;
  /** Bytes of the payload; null when the container leaves it open (EBML "unknown size", MP4 size 0). */
  size: number | null;
}

/**
 * What to do with an element: `enter` walks its payload as child elements (masters, container boxes),
 * `read` hands the first `bytes` of its payload (at most its size) to `onPayload` and skips the rest,
 * `skip` passes over it, `stop` ends the walk (the format has what it wants, or cannot go on).
 */
export type Step = { kind: 'enter' } | { kind: 'skip' } | { kind: 'read'; bytes: number } | { kind: 'stop' };

export interface ElementFormat {
  /** Longest header the format has (EBML: 4-byte id + 8-byte size; MP4: 16 with a 64-bit size). */
  readonly maxHeaderBytes: number;
  /** The header at the start of `bytes`; 'more' when `bytes` is too short; 'invalid' when it is not one. */
  readHeader(bytes: Buffer): ElementHeader | 'more' | 'invalid';
  onHeader(header: ElementHeader): Step;
  onPayload(header: ElementHeader, payload: Buffer): void;
}

const EMPTY = Buffer.alloc(0);

export class StreamWalker {
  /** Bytes of the stream taken so far. */
  position = 0;
  /** Why the walk ended early: an invalid header, an open-ended payload to skip, or the format's stop. */
  stopped: 'invalid' | 'open-ended' | 'done' | undefined;
  private pending: Buffer = EMPTY;
  private skipBytes = 0;
  /** Set while a payload is being collected for `onPayload`. */
  private reading: { header: ElementHeader; bytes: number; rest: number } | undefined;

  constructor(
    private readonly format: ElementFormat,
    /** The longest payload a format may ask to read: a larger `read` stops the walk. */
    private readonly maxRead = 256 * 1024,
  ) {}

  feed(chunk: Buffer): void {
    if (this.stopped) return;
    this.position += chunk.length;
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = EMPTY;
    let at = 0;
    while (at < data.length && !this.stopped) {
      if (this.skipBytes > 0) {
        const n = Math.min(this.skipBytes, data.length - at);
        this.skipBytes -= n;
        at += n;
        continue;
      }
      if (this.reading) {
        const { header, bytes, rest } = this.reading;
        if (data.length - at < bytes) break;
        this.reading = undefined;
        this.format.onPayload(header, data.subarray(at, at + bytes));
        at += bytes;
        this.skipBytes = rest;
        continue;
      }
      const header = this.format.readHeader(data.subarray(at, at + this.format.maxHeaderBytes));
      if (header === 'more') {
        // A header cut by the chunk's end: only this short tail is kept for the next chunk.
        if (data.length - at >= this.format.maxHeaderBytes) this.stopped = 'invalid';
        break;
      }
      if (header === 'invalid') {
        this.stopped = 'invalid';
        break;
      }
      at += header.headerBytes;
      this.take(header);
    }
    // What is left unread is a header's start or a payload being collected: copied, never the chunk.
    if (!this.stopped && at < data.length) this.pending = Buffer.from(data.subarray(at));
    data = EMPTY;
  }

  private take(header: ElementHeader): void {
    const step = this.format.onHeader(header);
    switch (step.kind) {
      case 'enter':
        return;
      case 'stop':
        this.stopped = 'done';
        return;
      case 'skip':
        if (header.size === null) this.stopped = 'open-ended';
        else this.skipBytes = header.size;
        return;
      case 'read': {
        const size = header.size;
        if (size === null || step.bytes > this.maxRead) {
          this.stopped = 'open-ended';
          return;
        }
        const bytes = Math.min(step.bytes, size);
        if (bytes === 0) {
          this.format.onPayload(header, EMPTY);
          this.skipBytes = size;
          return;
        }
        this.reading = { header, bytes, rest: size - bytes };
      }
    }
  }
}
