import type { Transcriber } from './transcriber.js';

/** No engine here: answers are marked 'unavailable', never given an empty transcript. */
export function createNoneTranscriber(): Transcriber {
  return {
    engine: 'none',
    available: () => Promise.resolve(false),
    transcribe: () => Promise.reject(new Error('no transcription engine is configured')),
  };
}
