import { open, stat } from 'node:fs/promises';
import { readWavInfo } from '../transcription/wav-audio.js';
import type { Transcriber } from '../transcription/transcriber.js';
import type { Metrics } from './metrics.js';

/** Enough of a WAV file for its format and the start of its samples. */
const HEADER_BYTES = 4096;

/** Seconds of audio in a PCM WAV file, from its header and its size (the samples are not read). */
export async function wavSeconds(file: string): Promise<number | undefined> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    const info = readWavInfo(header.subarray(0, bytesRead));
    if (!info) return undefined;
    const bytesPerSecond = info.sampleRate * info.channels * (info.bitsPerSample / 8);
    if (bytesPerSecond <= 0) return undefined;
    const { size } = await stat(file);
    return (size - info.dataOffset) / bytesPerSecond;
  } finally {
    await handle.close();
  }
}

/** The same transcriber, each transcription's real-time factor observed (vi_transcription_real_time_factor). */
export function timedTranscriber(transcriber: Transcriber, metrics: Metrics): Transcriber {
  return {
    engine: transcriber.engine,
    available: () => transcriber.available(),
    englishOnly: transcriber.englishOnly,
    chosen: () => (transcriber.chosen ? transcriber.chosen() : Promise.resolve(transcriber)),
    verify: () => transcriber.verify?.() ?? Promise.resolve(),
    close: () => transcriber.close?.() ?? Promise.resolve(),
    async transcribe(wavFile, options) {
      const started = performance.now();
      const result = await transcriber.transcribe(wavFile, options);
      const processingSeconds = (performance.now() - started) / 1000;
      const audioSeconds = await wavSeconds(wavFile).catch(() => undefined);
      if (audioSeconds) metrics.observeTranscription(result.engine, processingSeconds, audioSeconds);
      return result;
    },
  };
}
