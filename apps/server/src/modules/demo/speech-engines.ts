import type { Config } from '../../config/env.js';
import { chosenEngine } from '../../infra/transcription/engine-name.js';
import type { Transcriber } from '../../infra/transcription/transcriber.js';
import { isEspeakInstalled } from '../../infra/tts/espeak-synthesizer.js';

/**
 * The start banner's account of the speech engines, following createTranscriber's choice
 * (docs/decisions/0008-speech-engines.md, 0027-speech-engine.md): TRANSCRIBE_URL's OpenAI-compatible
 * service when set (and the engine is auto or openai), else Moonshine (built in), else PocketSphinx when
 * Debian's packages are installed, else off.
 */
export type SpeechConfig = Pick<Config, 'transcription' | 'tts' | 'runWorker'>;

export const TRANSCRIPTION_OFF_HINT =
  "reinstall with `npm ci` (Moonshine is built in), install Debian's pocketsphinx, or set TRANSCRIBE_URL";

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
  const chosen = await chosenEngine(transcriber);
  if (chosen === 'moonshine') return `Transcription: Moonshine tiny (built in)${where}`;
  if (chosen === 'pocketsphinx') return `Transcription: PocketSphinx${where}`;
  return `Transcription: off — ${TRANSCRIPTION_OFF_HINT}`;
}

/** The languages espeak-ng reads here, as the banner names them. */
const OTHER_LANGUAGES = 'Spanish, French, German and Portuguese';

export function describeSpeechSynthesis(
  config: SpeechConfig,
  hasEspeak: boolean = isEspeakInstalled(),
): string {
  if (config.tts.url)
    return `Questions read aloud: OpenAI-compatible service at ${originOf(config.tts.url)} (TTS_URL)`;
  return hasEspeak
    ? `Questions read aloud: flite (built in) for English, espeak-ng for ${OTHER_LANGUAGES}`
    : `Questions read aloud: flite (built in) for English only — espeak-ng is missing, so questions in ${OTHER_LANGUAGES} are shown but not read aloud (apt-get install espeak-ng)`;
}
