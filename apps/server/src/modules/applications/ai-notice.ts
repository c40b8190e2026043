import { AI_NOTICE_VERSION, type AiNotice, type TranscriptionEngine } from '@vi/contracts';
import { readCompanySettings } from '../companies/index.js';

/**
 * The AI notice of one interview: answers are transcribed only when the company has transcription on,
 * an engine exists and it transcribes the interview's language (an English-only engine is given no
 * Spanish answers); otherwise the applicant is told so and not asked for transcription consent.
 */
export function aiNoticeFor(
  companySettings: string | null,
  engine: TranscriptionEngine,
  coversLanguage: boolean,
): AiNotice {
  const isCompanyOn = readCompanySettings(companySettings).transcriptionEnabled;
  return {
    version: AI_NOTICE_VERSION,
    transcriptionEnabled: isCompanyOn && engine.kind !== 'none' && coversLanguage,
    engine,
  };
}
