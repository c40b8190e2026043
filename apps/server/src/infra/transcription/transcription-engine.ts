import type { TranscriptionEngine } from '@vi/contracts';
import type { Config } from '../../config/env.js';
import { chosenEngine } from './engine-name.js';
import type { Transcriber } from './transcriber.js';

/** A service's host (and port) only: never its path, query or any credentials in the address. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * Which engine turns this server's answers into text, for the applicant's AI notice. It follows
 * createTranscriber's choice as the start banner does (docs/decisions/0008-speech-engines.md):
 * TRANSCRIBE_URL's service when set (engine auto or openai), else Moonshine or PocketSphinx on this
 * server, else none.
 */
export async function describeTranscriptionEngine(
  config: Config['transcription'],
  transcriber: Transcriber,
): Promise<TranscriptionEngine> {
  const none: TranscriptionEngine = { kind: 'none', name: null, host: null };
  const { engine, url } = config;
  if (engine === 'none') return none;
  if (url && (engine === 'auto' || engine === 'openai')) {
    const host = hostOf(url);
    return host ? { kind: 'external', name: null, host } : none;
  }
  if (engine === 'openai') return none;
  const name = await chosenEngine(transcriber);
  return name ? { kind: 'local', name, host: null } : none;
}
