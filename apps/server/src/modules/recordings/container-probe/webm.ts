import type { ElementFormat, ElementHeader, Step } from './stream-walker.js';
import type { ProbeState } from './probe-state.js';

/** Matroska element ids (with their length marker, as the specification writes them). */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
} as const;

const MASTERS = new Set<number>([
  ID.ebml,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.cluster,
  ID.blockGroup,
]);

/** Bytes of an EBML variable-length integer from its first byte (0 when the byte starts none). */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x100 >> length)) return length;
  return 0;
}

/** An unsigned big-endian integer of up to 8 bytes (as a number: exact up to 2^53). */
function readUint(bytes: Buffer, from = 0, length = bytes.length - from): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[from + i]!;
  return value;
}

/**
 * WebM and Matroska (EBML): the document type, the tracks' kinds, and every block's timestamp (cluster
 * timecode plus the block's relative one, scaled by TimecodeScale). MediaRecorder writes the Segment and
 * its Clusters with an unknown size; masters are walked flat, so an open-ended one is no different.
 */
export class WebmFormat implements ElementFormat {
  readonly maxHeaderBytes = 12;
  private elements = 0;
  /** Nanoseconds per timecode unit (Matroska's default: a millisecond). */
  private scaleNs = 1_000_000;
  private clusterTimecode: number | undefined;
  docType: string | undefined;

  constructor(private readonly state: ProbeState) {}

  readHeader(bytes: Buffer): ElementHeader | 'more' | 'invalid' {
    if (bytes.length < 1) return 'more';
    const idLength = vintLength(bytes[0]!);
    if (idLength === 0 || idLength > 4) return 'invalid';
    if (bytes.length < idLength + 1) return 'more';
    const sizeLength = vintLength(bytes[idLength]!);
    if (sizeLength === 0) return 'invalid';
    if (bytes.length < idLength + sizeLength) return 'more';
    const id = readUint(bytes, 0, idLength);
    // The size without its length marker; every bit set means "unknown" (an open-ended master).
    const marker = 0x100 >> sizeLength;
    const firstBits = bytes[idLength]! & (marker - 1);
    let size = firstBits;
    let allOnes = firstBits === marker - 1;
    for (let i = 1; i < sizeLength; i++) {
      const byte = bytes[idLength + i]!;
      size = size * 256 + byte;
      allOnes &&= byte === 0xff;
    }
    return { id, headerBytes: idLength + sizeLength, size: allOnes ? null : size };
  }

  onHeader(header: ElementHeader): Step {
    const id = header.id as number;
    // The stream must open with the EBML header: anything else is not Matroska.
    if (this.elements++ === 0 && id !== ID.ebml) return { kind: 'stop' };
    if (id === ID.cluster) {
      // Every track is declared before the first cluster.
      this.state.tracksKnown = true;
      this.clusterTimecode = undefined;
    }
    if (MASTERS.has(id)) return { kind: 'enter' };
    switch (id) {
      case ID.docType:
        return { kind: 'read', bytes: 32 };
      case ID.timecodeScale:
      case ID.trackType:
      case ID.clusterTimecode:
        return { kind: 'read', bytes: 8 };
      case ID.simpleBlock:
      case ID.block:
        // The track number (a vint of up to 8 bytes) and the 16-bit relative timecode.
        return { kind: 'read', bytes: 10 };
      default:
        return { kind: 'skip' };
    }
  }

  onPayload(header: ElementHeader, payload: Buffer): void {
    switch (header.id) {
      case ID.docType:
        this.docType = payload.toString('latin1').replace(/\0+$/, '');
        return;
      case ID.timecodeScale:
        this.scaleNs = readUint(payload) || 1_000_000;
        return;
      case ID.trackType: {
        const type = readUint(payload);
        if (type === 1) this.state.hasVideo = true;
        if (type === 2) this.state.hasAudio = true;
        return;
      }
      case ID.clusterTimecode:
        this.clusterTimecode = readUint(payload);
        return;
      case ID.simpleBlock:
      case ID.block:
        this.onBlock(payload);
    }
  }

  private onBlock(payload: Buffer): void {
    if (this.clusterTimecode === undefined || payload.length < 1) return;
    const trackLength = vintLength(payload[0]!);
    if (trackLength === 0 || payload.length < trackLength + 2) return;
    const track = readUint(payload, 0, trackLength) - (0x100 >> trackLength) * 256 ** (trackLength - 1);
    const relative = payload.readInt16BE(trackLength);
    const seconds = ((this.clusterTimecode + relative) * this.scaleNs) / 1e9;
    this.state.seen(String(track), seconds);
  }
}
