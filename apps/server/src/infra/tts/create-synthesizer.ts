import type { Config } from '../../config/env.js';
import { createEspeakSynthesizer, isEspeakInstalled } from './espeak-synthesizer.js';
import { createFliteSynthesizer } from './flite-synthesizer.js';
import { createOpenAiSynthesizer } from './openai-synthesizer.js';
import type { SpeechSynthesizer } from './synthesizer.js';

/**
 * English by flite, the other languages by eSpeak NG when Debian's `espeak-ng` is installed: each language
 * is read with its own sounds or not at all (docs/languages.md).
 */
export function withOtherLanguages(
  english: SpeechSynthesizer,
  others: SpeechSynthesizer | undefined,
): SpeechSynthesizer {
  const otherLanguages = others?.languages ?? [];
  const isEnglish = (language: string | undefined) => language === undefined || language === 'en';
  return {
    engine: english.engine,
    voice: english.voice,
    languages: ['en', ...otherLanguages],
    voiceFor: (language) =>
      isEnglish(language) || !others
        ? { engine: english.engine, voice: english.voice }
        : (others.voiceFor?.(language) ?? { engine: others.engine, voice: others.voice }),
    synthesize(text, language) {
      if (isEnglish(language)) return english.synthesize(text);
      if (others && otherLanguages.includes(language)) return others.synthesize(text, language);
      return Promise.reject(new Error(`no voice here reads ${language}`));
    },
  };
}

/** Offline flite (WebAssembly) and espeak-ng unless TTS_URL names an OpenAI-compatible speech service. */
export function createSynthesizer(config: Config): SpeechSynthesizer {
  const { url, apiKey, model, voice } = config.tts;
  if (url) return createOpenAiSynthesizer({ url, apiKey, model, voice });
  return withOtherLanguages(
    createFliteSynthesizer({ voice }),
    isEspeakInstalled() ? createEspeakSynthesizer() : undefined,
  );
}
