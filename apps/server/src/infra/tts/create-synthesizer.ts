import type { Config } from '../../config/env.js';
import { createFliteSynthesizer } from './flite-synthesizer.js';
import { createOpenAiSynthesizer } from './openai-synthesizer.js';
import type { SpeechSynthesizer } from './synthesizer.js';

/** Offline flite (WebAssembly) unless TTS_URL names an OpenAI-compatible speech service. */
export function createSynthesizer(config: Config): SpeechSynthesizer {
  const { url, apiKey, model, voice } = config.tts;
  return url ? createOpenAiSynthesizer({ url, apiKey, model, voice }) : createFliteSynthesizer({ voice });
}
