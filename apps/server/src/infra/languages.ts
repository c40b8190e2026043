import { SHIPPED_LANGUAGES, type LanguageInfo } from '@vi/contracts';
import type { Config } from '../config/env.js';
import { describeTranscriptionEngine } from './transcription/transcription-engine.js';
import { transcribesLanguage, type Transcriber } from './transcription/transcriber.js';
import type { SpeechSynthesizer } from './tts/synthesizer.js';

/** `pt` of `pt-BR`: engines name languages by their primary subtag. */
export const primaryLanguage = (tag: string): string => tag.split('-')[0]!.toLowerCase();

/** Whether the synthesizer reads this language aloud (not with another language's sounds). */
export const speaks = (synthesizer: SpeechSynthesizer, tag: string): boolean =>
  synthesizer.languages === undefined || synthesizer.languages.includes(primaryLanguage(tag));

/**
 * The shipped languages with what this server can do in each (GET /config): a voice for the questions,
 * and an engine for the answers' transcripts. An English-only engine transcribes English only
 * (docs/decisions/0027-speech-engine.md); an OpenAI-compatible service is given the language.
 */
export async function describeLanguages(
  config: Config,
  transcriber: Transcriber,
  synthesizer: SpeechSynthesizer,
): Promise<LanguageInfo[]> {
  const engine = await describeTranscriptionEngine(config.transcription, transcriber);
  return SHIPPED_LANGUAGES.map(({ tag, name }) => ({
    tag,
    name,
    tts: speaks(synthesizer, tag),
    transcription:
      engine.kind === 'external' || (engine.kind === 'local' && transcribesLanguage(transcriber, tag)),
  }));
}
