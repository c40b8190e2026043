import type { Config } from '../../config/env.js';
import { createNoneTranscriber } from './none-transcriber.js';
import { createOpenAiTranscriber } from './openai-transcriber.js';
import { createPocketSphinxTranscriber } from './pocketsphinx-transcriber.js';
import type { Transcriber } from './transcriber.js';

/**
 * The first candidate that is available, found once on first use: whether PocketSphinx is installed is
 * only known by looking, and start-up should not wait for that.
 */
export function createFirstAvailableTranscriber(candidates: Transcriber[]): Transcriber {
  let chosen: Promise<Transcriber | undefined> | undefined;
  const choose = () =>
    (chosen ??= (async () => {
      for (const candidate of candidates) if (await candidate.available()) return candidate;
      return undefined;
    })());

  return {
    engine: 'auto',
    available: async () => (await choose()) !== undefined,
    async transcribe(wavFile) {
      const transcriber = await choose();
      if (!transcriber) throw new Error('no transcription engine is available');
      return transcriber.transcribe(wavFile);
    },
  };
}

/**
 * TRANSCRIBE_ENGINE=auto: the OpenAI-compatible endpoint when TRANSCRIBE_URL is set, else PocketSphinx
 * when installed, else none. An explicit engine is used as configured.
 */
export function createTranscriber(config: Config): Transcriber {
  const { engine, url, apiKey, model } = config.transcription;
  const openAi = url ? createOpenAiTranscriber({ url, apiKey, model }) : undefined;
  switch (engine) {
    case 'none':
      return createNoneTranscriber();
    case 'openai':
      return openAi ?? createNoneTranscriber();
    case 'pocketsphinx':
      return createPocketSphinxTranscriber();
    case 'auto':
      return openAi ?? createFirstAvailableTranscriber([createPocketSphinxTranscriber()]);
  }
}
