import type { TranscriptionEngine } from '@vi/contracts';

/**
 * The AI notice (docs/privacy.md), shown before consent. Its meaning is versioned by AI_NOTICE_VERSION in
 * @vi/contracts: change the version with any change of what these texts say the AI does or who runs it.
 */
export const AI_NOTICE_TEXTS = {
  heading: 'How AI is used in this interview',
  whatItDoes:
    'Speech to text only: a speech-recognition program turns what you say into a written transcript, so the recruiters can read your answers as well as watch or listen to them.',
  whatItDoesNot:
    'Nothing else: the AI does not score or rank you, and it does not analyse your face, your voice or your emotions. People at the company review your answers and make every decision.',
  notTranscribed:
    'Your answers are not transcribed: no AI is used on them in this interview. The recruiters watch or listen to your recordings themselves.',
  version: (version: string) => `AI notice, version ${version}`,
  consentHintWithoutTranscription: 'Your recorded answers are shared with the recruiter for this job.',
} as const;

/** Who runs the speech-to-text, in words: "on this server (pocketsphinx)" or "by stt.example.com". */
export function engineWording(engine: TranscriptionEngine): string {
  switch (engine.kind) {
    case 'local':
      return `Where it runs: on this server (${engine.name ?? 'speech recognition'}). Your recordings are not sent anywhere else to be transcribed.`;
    case 'external':
      return `Where it runs: by ${engine.host ?? 'an external service'}, a speech-to-text service this company uses. Your answers' audio is sent there to be transcribed.`;
    case 'none':
      return '';
  }
}
