import type { Config } from '../../config/env.js';
import type { Transcriber } from '../../infra/transcription/transcriber.js';

/**
 * The start banner's account of the speech engines, following createTranscriber's choice
 * (docs/decisions/0008-speech-engines.md): TRANSCRIBE_URL's OpenAI-compatible service when set (and the
 * engine is auto or openai), else PocketSphinx when Debian's packages are installed, else off.
 */
export type SpeechConfig = Pick<Config, 'transcription' | 'tts' | 'runWorker'>;

export const TRANSCRIPTION_OFF_HINT =
  "install Debian's pocketsphinx and pocketsphinx-en-us, or set TRANSCRIBE_URL";

/** Where a service is, without the path's secrets or any credentials in the address. */
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'the configured address';
  }
};

export async function describeTranscription(config: SpeechConfig, transcriber: Transcriber): Promise<string> {
  const { engine, url } = config.transcription;
  const where = config.runWorker ? '' : ' (run by `npm run worker` processes)';
  if (engine === 'none') return 'Transcription: off (TRANSCRIBE_ENGINE=none)';
  if (url && (engine === 'auto' || engine === 'openai'))
    return `Transcription: OpenAI-compatible service at ${originOf(url)} (TRANSCRIBE_URL)${where}`;
  if (engine === 'openai') return 'Transcription: off — TRANSCRIBE_ENGINE=openai needs TRANSCRIBE_URL';
  if (await transcriber.available()) return `Transcription: PocketSphinx${where}`;
  return `Transcription: off — ${TRANSCRIPTION_OFF_HINT}`;
}

export function describeSpeechSynthesis(config: SpeechConfig): string {
  return config.tts.url
    ? `Questions read aloud: OpenAI-compatible service at ${originOf(config.tts.url)} (TTS_URL)`
    : 'Questions read aloud: flite (built in)';
}
