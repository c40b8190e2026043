import english from '../../i18n/locales/en/recruiter-transcript.json';
import { recruiterNamespace, recruiterTexts } from '../../i18n/recruiter-i18n';

/** The transcript's own lines on the recruiter's players, in the recruiter's language (docs/languages.md). */
const TRANSCRIPT = recruiterNamespace('recruiter-transcript', english);

export const TRANSCRIPT_LINE_TEXTS = recruiterTexts(TRANSCRIPT, 'transcript', {
  language: (name: string) => TRANSCRIPT.t('transcript.language', { name }),
});

type ReasonKey = keyof (typeof english)['reasons'];

const REASON_TEXTS = recruiterTexts(TRANSCRIPT, 'reasons');

/**
 * Why an answer has no transcript, as the server words it (transcripts.error: its fixed notes, and the
 * note of a failed run), by catalogue key.
 */
const SERVER_REASONS: Readonly<Record<string, ReasonKey>> = {
  'no consent': 'noConsent',
  'no audio': 'noAudio',
  'no transcription engine available': 'noEngine',
  'transcription is off for this company': 'transcriptionOff',
  silent: 'silent',
  'no speech recognised': 'noSpeech',
  'not in English, and the built-in engines transcribe English only': 'languageNotSupported',
  'the transcription engine failed; it can be run again': 'engineFailed',
  'The recording could not be processed.': 'noMedia',
};

/** The server's reason in the recruiter's language; a reason it does not know (written by hand) as is. */
export function transcriptReasonText(reason: string): string | undefined {
  const key = SERVER_REASONS[reason];
  return key === undefined ? undefined : REASON_TEXTS[key];
}
