import { Mp4Format } from './mp4.js';
import { OggFormat } from './ogg.js';
import { ProbeState } from './probe-state.js';
import { StreamWalker, type ElementFormat } from './stream-walker.js';
import { WebmFormat } from './webm.js';

export type ContainerKind = 'webm' | 'mp4' | 'ogg';

/** Bytes enough to tell the containers apart (MP4's `ftyp` is at 4–8). */
const SNIFF_BYTES = 8;

/** A take's first bytes as one of the containers browsers record (null: none of them). */
export function containerOf(head: Buffer): ContainerKind | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** What a take is known to be from the bytes fed so far (see ContainerProbe.verdict). */
export interface ProbeVerdict {
  /** 'unknown': too few bytes yet; 'not-media': none of the containers browsers record. */
  container: ContainerKind | 'unknown' | 'not-media';
  /** Once every track has been declared: the kinds there are; undefined before. */
  tracks: { video: boolean; audio: boolean } | undefined;
  /** Seconds of media in what was fed (the longest track's first-to-last timestamp); null: none seen. */
  durationSeconds: number | null;
  /** The walk could not go on (a malformed element): what came after is not counted. */
  stalled: boolean;
}

/**
 * A take's container read as its chunks are acknowledged, without ffmpeg and without holding the media
 * (docs/recording-protocol.md, "Checked at submit"): its kind from the first bytes, its tracks from the
 * header, and its duration from the timestamps of its blocks or fragments. Feed chunks in order, in any
 * split; a take whose earlier bytes were not fed (a resume on another connection) needs a new probe fed
 * from the take's start.
 */
export class ContainerProbe {
  private readonly state = new ProbeState();
  private kind: ContainerKind | 'unknown' | 'not-media' = 'unknown';
  private walker: StreamWalker | undefined;
  /** The first bytes, until there are enough to know the container (a first chunk is rarely shorter). */
  private held: Buffer = Buffer.alloc(0);

  feed(chunk: Buffer): void {
    if (this.walker) return this.walker.feed(chunk);
    if (this.kind === 'not-media' || chunk.length === 0) return;
    const head = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    const kind = containerOf(head);
    if (kind) {
      this.kind = kind;
      this.held = Buffer.alloc(0);
      this.walker = new StreamWalker(this.formatFor(kind));
      this.walker.feed(head);
    } else if (head.length >= SNIFF_BYTES) {
      this.kind = 'not-media';
      this.held = Buffer.alloc(0);
    } else {
      this.held = Buffer.from(head);
    }
  }

  verdict(): ProbeVerdict {
    const { state } = this;
    return {
      container: this.kind,
      tracks: state.tracksKnown ? { video: state.hasVideo, audio: state.hasAudio } : undefined,
      durationSeconds: state.durationSeconds,
      stalled: this.walker?.stopped === 'invalid',
    };
  }

  private formatFor(kind: ContainerKind): ElementFormat {
    switch (kind) {
      case 'webm':
        return new WebmFormat(this.state);
      case 'mp4':
        return new Mp4Format(this.state);
      case 'ogg':
        return new OggFormat(this.state);
    }
  }
}
