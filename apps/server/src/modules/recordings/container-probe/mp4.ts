import type { ElementFormat, ElementHeader, Step } from './stream-walker.js';
import type { ProbeState } from './probe-state.js';

/** Boxes whose payload is child boxes, walked flat. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'mvex', 'moof', 'traf']);
/** Small boxes read whole: the tracks' ids, kinds and timescales, and the fragments' sample durations. */
const READ = new Set(['mvhd', 'tkhd', 'mdhd', 'hdlr', 'trex', 'tfhd', 'tfdt', 'trun']);

interface Track {
  timescale: number;
  defaultDuration: number;
  /** Where the next fragment of this track starts, in its timescale, when no tfdt says. */
  end: number;
}

/** Reads a 32- or 64-bit unsigned field (a number: exact up to 2^53). */
const u64 = (b: Buffer, at: number) => b.readUInt32BE(at) * 2 ** 32 + b.readUInt32BE(at + 4);

/**
 * MP4 (ISO BMFF), as Safari's MediaRecorder writes it: `ftyp`, a `moov` declaring the tracks (`hdlr`
 * says 'vide' or 'soun', `mdhd` the timescale), then fragments whose `tfdt` and `trun` sample durations
 * say how much media each holds. An unfragmented file's `mvhd` duration counts as well.
 */
export class Mp4Format implements ElementFormat {
  readonly maxHeaderBytes = 16;
  private boxes = 0;
  private readonly tracks = new Map<number, Track>();
  private movieTimescale = 1000;
  /** The track the last `tkhd` named: its `mdhd` and `hdlr` follow it in the same `trak`. */
  private trakId = 0;
  /** The fragment being walked: its track and the durations its `tfhd` sets. */
  private traf: { id: number; defaultDuration: number | undefined; base: number | undefined } | undefined;

  constructor(private readonly state: ProbeState) {}

  readHeader(bytes: Buffer): ElementHeader | 'more' | 'invalid' {
    if (bytes.length < 8) return 'more';
    const type = bytes.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return 'invalid';
    const size32 = bytes.readUInt32BE(0);
    if (size32 === 0) return { id: type, headerBytes: 8, size: null };
    if (size32 === 1) {
      if (bytes.length < 16) return 'more';
      const size = u64(bytes, 8);
      return size < 16 ? 'invalid' : { id: type, headerBytes: 16, size: size - 16 };
    }
    return size32 < 8 ? 'invalid' : { id: type, headerBytes: 8, size: size32 - 8 };
  }

  onHeader(header: ElementHeader): Step {
    const type = header.id as string;
    if (this.boxes++ === 0 && type !== 'ftyp') return { kind: 'stop' };
    // Every track is in the `moov`, which comes before the first fragment (or the media data).
    if ((type === 'moof' || type === 'mdat') && this.tracks.size > 0) this.state.tracksKnown = true;
    if (type === 'traf') this.traf = undefined;
    if (CONTAINERS.has(type)) return { kind: 'enter' };
    if (READ.has(type) && header.size !== null) return { kind: 'read', bytes: header.size };
    return { kind: 'skip' };
  }

  onPayload(header: ElementHeader, box: Buffer): void {
    try {
      this.read(header.id as string, box);
    } catch {
      // A box shorter than its fields (RangeError): its facts are simply not known.
    }
  }

  private read(type: string, box: Buffer): void {
    const version = box[0];
    const v1 = version === 1;
    switch (type) {
      case 'mvhd': {
        this.movieTimescale = box.readUInt32BE(v1 ? 20 : 12) || 1000;
        const duration = v1 ? u64(box, 24) : box.readUInt32BE(16);
        // An unfragmented file says its length here; a fragmented one's is 0 (or all ones: unknown).
        if (duration > 0 && duration < 0xffffffff) this.state.seen('movie', 0);
        if (duration > 0 && duration < 0xffffffff) this.state.seen('movie', duration / this.movieTimescale);
        return;
      }
      case 'tkhd':
        this.trakId = box.readUInt32BE(v1 ? 20 : 12);
        this.track(this.trakId);
        return;
      case 'mdhd':
        this.track(this.trakId).timescale = box.readUInt32BE(v1 ? 20 : 12) || 1;
        return;
      case 'hdlr': {
        const handler = box.toString('latin1', 8, 12);
        if (handler === 'vide') this.state.hasVideo = true;
        if (handler === 'soun') this.state.hasAudio = true;
        return;
      }
      case 'trex':
        this.track(box.readUInt32BE(4)).defaultDuration = box.readUInt32BE(12);
        return;
      case 'tfhd': {
        const flags = box.readUIntBE(1, 3);
        const at = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
        const defaultDuration = flags & 0x08 ? box.readUInt32BE(at) : undefined;
        this.traf = { id: box.readUInt32BE(4), defaultDuration, base: undefined };
        return;
      }
      case 'tfdt':
        if (this.traf) this.traf.base = v1 ? u64(box, 4) : box.readUInt32BE(4);
        return;
      case 'trun':
        this.onRun(box);
    }
  }

  /** A run of samples: the track's time advances by each sample's duration (or the default one). */
  private onRun(box: Buffer): void {
    const traf = this.traf;
    if (!traf) return;
    const track = this.track(traf.id);
    const flags = box.readUIntBE(1, 3);
    const count = box.readUInt32BE(4);
    let at = 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
    const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length;
    let time = traf.base ?? track.end;
    const start = time;
    for (let i = 0; i < count && at + fields * 4 <= box.length; i++) {
      time += flags & 0x100 ? box.readUInt32BE(at) : (traf.defaultDuration ?? track.defaultDuration);
      at += fields * 4;
    }
    traf.base = time;
    track.end = time;
    this.state.seen(`track-${traf.id}`, start / track.timescale);
    this.state.seen(`track-${traf.id}`, time / track.timescale);
  }

  private track(id: number): Track {
    let track = this.tracks.get(id);
    if (!track) {
      track = { timescale: 1, defaultDuration: 0, end: 0 };
      this.tracks.set(id, track);
    }
    return track;
  }
}
