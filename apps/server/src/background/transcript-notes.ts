/**
 * Why a transcript has no words (transcripts.error), so screens can say which. Apart from the handler so
 * that the recording path, which writes the first note, does not load the transcription code.
 */
export const TRANSCRIPT_NOTES = {
  noConsent: 'no consent',
  noAudio: 'no audio',
  noEngine: 'no transcription engine available',
  /** The company switched transcription off (company settings `transcriptionEnabled: false`). */
  transcriptionOff: 'transcription is off for this company',
  silent: 'silent',
  noSpeech: 'no speech recognised',
  /** The questionnaire is not in English and only English-only engines are here (decision 0027). */
  languageNotSupported: 'not in English, and the built-in engines transcribe English only',
} as const;
