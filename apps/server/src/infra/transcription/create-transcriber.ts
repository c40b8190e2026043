import type { Config } from '../../config/env.js';
import { findMoonshineModelDir } from './moonshine/model-files.js';
import { createMoonshineTranscriber } from './moonshine/moonshine-transcriber.js';
import { createNoneTranscriber } from './none-transcriber.js';
import { createOpenAiTranscriber } from './openai-transcriber.js';
import { createPocketSphinxTranscriber } from './pocketsphinx-transcriber.js';
import type { Transcriber } from './transcriber.js';

/**
 * The first candidate that is available, found once on first use: whether PocketSphinx is installed is
 * only known by looking, and start-up should not wait for that. Its engine name is the chosen one's,
 * once chosen. `verify` checks every candidate that can be checked: a damaged model stops the start
 * rather than quietly giving answers to a weaker engine.
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
    // Until one is chosen, the strictest: an answer in another language waits for no engine.
    get englishOnly() {
      return candidates.some((c) => c.englishOnly);
    },
    available: async () => (await choose()) !== undefined,
    chosen: choose,
    async transcribe(wavFile, options) {
      const transcriber = await choose();
      if (!transcriber) throw new Error('no transcription engine is available');
      return transcriber.transcribe(wavFile, options);
    },
    async verify() {
      for (const candidate of candidates) await candidate.verify?.();
    },
    async close() {
      await Promise.all(candidates.map((c) => c.close?.() ?? Promise.resolve()));
    },
  };
}

/**
 * TRANSCRIBE_ENGINE=auto: the OpenAI-compatible endpoint when TRANSCRIBE_URL is set, else Moonshine
 * (a dependency, so always there unless the install was pruned), else PocketSphinx when installed, else
 * none. An explicit engine is used as configured (docs/decisions/0027-speech-engine.md).
 */
export function createTranscriber(config: Config): Transcriber {
  const { engine, url, apiKey, model, workers, modelDir } = config.transcription;
  const openAi = url ? createOpenAiTranscriber({ url, apiKey, model }) : undefined;
  const moonshine = () => createMoonshineTranscriber({ workers, modelDir });
  switch (engine) {
    case 'none':
      return createNoneTranscriber();
    case 'openai':
      return openAi ?? createNoneTranscriber();
    case 'moonshine':
      return moonshine();
    case 'pocketsphinx':
      return createPocketSphinxTranscriber();
    case 'auto':
      return (
        openAi ??
        createFirstAvailableTranscriber([
          // A folder named in MOONSHINE_MODEL_DIR is meant to be used: checked, never skipped.
          ...(modelDir || findMoonshineModelDir() ? [moonshine()] : []),
          createPocketSphinxTranscriber(),
        ])
      );
  }
}
