import { execFile, spawnSync } from 'node:child_process';
import type { SpeechSynthesizer, SynthesizedSpeech } from './synthesizer.js';

/**
 * eSpeak NG (Debian's `espeak-ng`) reads the questions of the languages flite cannot (docs/languages.md):
 * one process per clip, the text as an argument (no shell), the WAV from stdout.
 */
const COMMAND = 'espeak-ng';
const TIMEOUT_MS = 30_000;
const MAX_WAV_BYTES = 64 * 1024 * 1024;
// Control characters would be spoken as names or cut the text; a question is plain text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The espeak-ng voice for each language it reads here (primary subtag; pt is Brazilian Portuguese). */
export const ESPEAK_VOICES: Readonly<Record<string, string>> = {
  es: 'es',
  fr: 'fr-fr',
  de: 'de',
  pt: 'pt-br',
};

let installed: boolean | undefined;

/** Whether `espeak-ng` runs on this machine (asked once per process). */
export function isEspeakInstalled(): boolean {
  installed ??= spawnSync(COMMAND, ['--version'], { timeout: 5_000 }).status === 0;
  return installed;
}

/**
 * espeak-ng writing to a pipe cannot go back to fill in the RIFF and data sizes, so it leaves
 * placeholders; players and our WAV reader want the real ones.
 */
function withRealSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF') throw new Error('espeak-ng gave no WAV');
  wav.writeUInt32LE(wav.length - 8, 4);
  const data = wav.indexOf('data', 12, 'ascii');
  if (data < 0) throw new Error('espeak-ng gave a WAV without data');
  wav.writeUInt32LE(wav.length - data - 8, data + 4);
  return wav;
}

export function createEspeakSynthesizer(): SpeechSynthesizer {
  return {
    engine: COMMAND,
    voice: 'default',
    languages: Object.keys(ESPEAK_VOICES),
    voiceFor: (language) => ({ engine: COMMAND, voice: ESPEAK_VOICES[language] ?? language }),

    synthesize(text, language = 'es'): Promise<SynthesizedSpeech> {
      const spoken = text.replace(CONTROL, ' ').trim();
      const voice = ESPEAK_VOICES[language];
      if (!spoken) return Promise.reject(new Error('nothing to say'));
      if (!voice) return Promise.reject(new Error(`espeak-ng has no voice here for ${language}`));
      return new Promise((resolve, reject) => {
        execFile(
          COMMAND,
          ['-v', voice, '--stdout', '--', spoken],
          { encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer: MAX_WAV_BYTES },
          (error, stdout) => {
            if (error) reject(new Error(`espeak-ng failed: ${error.message}`, { cause: error }));
            else {
              try {
                resolve({ audio: withRealSizes(stdout), mimeType: 'audio/wav', extension: 'wav' });
              } catch (err) {
                reject(err instanceof Error ? err : new Error(String(err)));
              }
            }
          },
        );
      });
    },
  };
}
