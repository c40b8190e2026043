import type { TranscriptionEngine } from '@vi/contracts';
import { applicantText as t, applicantTexts } from '../../../shared/i18n/applicant-i18n';

/**
 * The AI notice (docs/privacy.md), shown before consent, from the catalogue (section `aiNotice`). Its meaning is versioned by AI_NOTICE_VERSION in
 * @vi/contracts: change the version with any change of what these texts say the AI does or who runs it.
 */
export const AI_NOTICE_TEXTS = applicantTexts('aiNotice', {
  version: (version: string) => t('aiNotice.version', { version }),
});

/** Who runs the speech-to-text, in words: "on this server (pocketsphinx)" or "by stt.example.com". */
export function engineWording(engine: TranscriptionEngine): string {
  switch (engine.kind) {
    case 'local':
      return t('aiNotice.engineLocal', { name: engine.name ?? t('aiNotice.engineLocalUnnamed') });
    case 'external':
      return t('aiNotice.engineExternal', { host: engine.host ?? t('aiNotice.engineExternalUnnamed') });
    case 'none':
      return '';
  }
}
