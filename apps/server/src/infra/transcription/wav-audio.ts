export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the samples in the file. */
  dataOffset: number;
  /** Bytes of samples (clamped to what the file holds: ffmpeg leaves the size unset when piping). */
  dataBytes: number;
  durationSeconds: number;
}

/** Reads the RIFF chunks of a PCM WAV file; undefined when the bytes are not one. */
export function readWavInfo(wav: Buffer): WavInfo | undefined {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  let format: { sampleRate: number; channels: number; bitsPerSample: number } | undefined;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= wav.length) {
      format = {
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data' && format) {
      const dataBytes = Math.min(size, wav.length - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return {
        ...format,
        dataOffset: body,
        dataBytes,
        durationSeconds: bytesPerSecond > 0 ? dataBytes / bytesPerSecond : 0,
      };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/** A frame whose level is above this (dBFS) counts as sound; room noise on a laptop mic sits below it. */
const SOUND_LEVEL_DBFS = -45;
const FRAME_SECONDS = 0.02;

/**
 * Seconds of a 16-bit PCM WAV whose level is above `SOUND_LEVEL_DBFS`, measured in 20 ms frames.
 * Whisper invents text for silence, so answers with almost no sound are not sent to an engine.
 */
export function soundSeconds(wav: Buffer, info: WavInfo | undefined = readWavInfo(wav)): number {
  if (!info || info.bitsPerSample !== 16) return 0;
  const frameSamples = Math.max(1, Math.round(info.sampleRate * FRAME_SECONDS)) * info.channels;
  const threshold = 32768 * 10 ** (SOUND_LEVEL_DBFS / 20);
  const thresholdSquared = threshold * threshold;
  const samples = Math.floor(info.dataBytes / 2);
  let loudFrames = 0;
  for (let first = 0; first + frameSamples <= samples; first += frameSamples) {
    let sum = 0;
    for (let i = first; i < first + frameSamples; i++) {
      const sample = wav.readInt16LE(info.dataOffset + i * 2);
      sum += sample * sample;
    }
    if (sum / frameSamples > thresholdSquared) loudFrames++;
  }
  return (loudFrames * frameSamples) / info.channels / info.sampleRate;
}

/**
 * The 16-bit PCM samples of a WAV as mono floats in [-1, 1] at `sampleRate` (channels averaged; another
 * rate resampled linearly, enough for speech: answers are stored at 16 kHz already).
 */
export function wavToMonoFloat32(wav: Buffer, sampleRate: number, info = readWavInfo(wav)): Float32Array {
  if (!info || info.bitsPerSample !== 16) throw new Error('not a 16-bit PCM WAV file');
  const frames = Math.floor(info.dataBytes / 2 / info.channels);
  const mono = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < info.channels; c++)
      sum += wav.readInt16LE(info.dataOffset + (i * info.channels + c) * 2);
    mono[i] = sum / info.channels / 32768;
  }
  if (info.sampleRate === sampleRate) return mono;
  const ratio = info.sampleRate / sampleRate;
  const out = new Float32Array(Math.floor(frames / ratio));
  for (let i = 0; i < out.length; i++) {
    const at = i * ratio;
    const left = Math.floor(at);
    const right = Math.min(frames - 1, left + 1);
    out[i] = mono[left]! + (mono[right]! - mono[left]!) * (at - left);
  }
  return out;
}
