/**
 * Cuts an answer into pieces Moonshine decodes well: at most 10 s each, cut at the quietest moment, so a
 * cut falls between words. Measured on read speech, 10 s pieces cut this way decoded at WER 0.025
 * against 0.04-0.05 for 20-30 s pieces (docs/decisions/0027-speech-engine.md).
 */

export interface Piece {
  /** Sample offsets in the answer: [first, end). */
  first: number;
  end: number;
  /** The sound inside the piece (trimmed of silence at both ends), as sample offsets: its timing. */
  soundFirst: number;
  soundEnd: number;
}

export interface SegmentationOptions {
  sampleRate: number;
  maxSeconds?: number;
  /** Pieces are not cut shorter than this, unless the audio ends. */
  minSeconds?: number;
  /** A frame above this level (dBFS) is sound. */
  soundDbfs?: number;
  /** A piece with less sound than this is silence and is not decoded. */
  minSoundSeconds?: number;
}

const FRAME_SECONDS = 0.02;

/** Mean square of each 20 ms frame. */
export function frameEnergies(samples: Float32Array, frame: number): Float64Array {
  const count = Math.ceil(samples.length / frame);
  const energies = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    const end = Math.min(samples.length, (f + 1) * frame);
    let sum = 0;
    for (let i = f * frame; i < end; i++) sum += samples[i]! * samples[i]!;
    energies[f] = sum / Math.max(1, end - f * frame);
  }
  return energies;
}

/** The frame in [from, to) whose neighbourhood (±2 frames) is quietest; the latest wins a tie. */
function quietestFrame(energies: Float64Array, from: number, to: number): number {
  let best = to - 1;
  let bestLevel = Infinity;
  for (let f = from; f < to; f++) {
    let level = 0;
    for (let k = Math.max(0, f - 2); k <= Math.min(energies.length - 1, f + 2); k++) level += energies[k]!;
    if (level <= bestLevel) {
      bestLevel = level;
      best = f;
    }
  }
  return best;
}

/** The pieces of speech in the answer, in order; silent stretches give no piece. */
export function splitAtQuietPoints(samples: Float32Array, options: SegmentationOptions): Piece[] {
  const { sampleRate } = options;
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const maxFrames = Math.max(1, Math.floor((options.maxSeconds ?? 10) / FRAME_SECONDS));
  const minFrames = Math.min(maxFrames, Math.max(1, Math.floor((options.minSeconds ?? 4) / FRAME_SECONDS)));
  const threshold = 10 ** ((options.soundDbfs ?? -45) / 10);
  const minSoundFrames = Math.ceil((options.minSoundSeconds ?? 0.2) / FRAME_SECONDS);
  const energies = frameEnergies(samples, frame);

  const pieces: Piece[] = [];
  let start = 0;
  while (start < energies.length) {
    const remaining = energies.length - start;
    const endFrame =
      remaining <= maxFrames
        ? energies.length
        : quietestFrame(energies, start + minFrames, start + maxFrames) + 1;
    let loud = 0;
    let firstLoud = -1;
    let lastLoud = -1;
    for (let f = start; f < endFrame; f++) {
      if (energies[f]! > threshold) {
        loud++;
        if (firstLoud < 0) firstLoud = f;
        lastLoud = f;
      }
    }
    if (loud >= minSoundFrames) {
      pieces.push({
        first: start * frame,
        end: Math.min(samples.length, endFrame * frame),
        soundFirst: firstLoud * frame,
        soundEnd: Math.min(samples.length, (lastLoud + 1) * frame),
      });
    }
    start = endFrame;
  }
  return pieces;
}
