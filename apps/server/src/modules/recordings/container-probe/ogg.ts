import type { ElementFormat, ElementHeader, Step } from './stream-walker.js';
import type { ProbeState } from './probe-state.js';

/**
 * Ogg (Firefox's `audio/ogg`): pages of 27 bytes plus a segment table. A stream's first page names its
 * codec (Opus, Vorbis: audio; Theora: video) and rate; every page's granule position is the time of its
 * last sample, in that rate (Opus: always 48 kHz).
 */
export class OggFormat implements ElementFormat {
  readonly maxHeaderBytes = 27 + 255;
  /** The page whose header was just read (readHeader, then onHeader, then maybe onPayload). */
  private page: { serial: number; granule: number; first: boolean } | undefined;
  private readonly rates = new Map<number, number>();

  constructor(private readonly state: ProbeState) {}

  readHeader(bytes: Buffer): ElementHeader | 'more' | 'invalid' {
    if (bytes.length < 27) return 'more';
    if (bytes.toString('latin1', 0, 4) !== 'OggS' || bytes[4] !== 0) return 'invalid';
    const segments = bytes[26]!;
    if (bytes.length < 27 + segments) return 'more';
    let size = 0;
    for (let i = 0; i < segments; i++) size += bytes[27 + i]!;
    const low = bytes.readUInt32LE(6);
    const high = bytes.readInt32LE(10);
    this.page = {
      serial: bytes.readUInt32LE(14),
      granule: high * 2 ** 32 + low,
      first: (bytes[5]! & 0x02) !== 0,
    };
    return { id: 'page', headerBytes: 27 + segments, size };
  }

  onHeader(): Step {
    const page = this.page!;
    if (page.first) return { kind: 'read', bytes: 16 };
    // A stream's pages come after every stream's first page: all of them are declared.
    this.state.tracksKnown = true;
    const rate = this.rates.get(page.serial);
    // -1 is "no packet ends on this page".
    if (rate && page.granule >= 0) {
      this.state.seen(String(page.serial), 0);
      this.state.seen(String(page.serial), page.granule / rate);
    }
    return { kind: 'skip' };
  }

  onPayload(_header: ElementHeader, packet: Buffer): void {
    const page = this.page!;
    if (packet.toString('latin1', 0, 8) === 'OpusHead') {
      this.state.hasAudio = true;
      this.rates.set(page.serial, 48_000);
    } else if (packet.toString('latin1', 1, 7) === 'vorbis' && packet[0] === 1 && packet.length >= 16) {
      this.state.hasAudio = true;
      this.rates.set(page.serial, packet.readUInt32LE(12) || 48_000);
    } else if (packet.toString('latin1', 1, 7) === 'theora') {
      this.state.hasVideo = true;
    }
  }
}
