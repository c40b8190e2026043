import { PRIVACY_LIMITS, type RetentionCount } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-settings.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const SETTINGS = recruiterNamespace('recruiter-settings', english);

const days = () => ({ min: PRIVACY_LIMITS.retentionMinDays, max: PRIVACY_LIMITS.retentionMaxDays });

/** Texts of the Settings screen's privacy section (retention and transcription; docs/privacy.md). */
export const PRIVACY_SETTINGS_TEXTS = recruiterTexts(SETTINGS, 'privacySettings', {
  get retentionHelp() {
    return SETTINGS.t('privacySettings.retentionHelp', days());
  },
  get retentionError() {
    return SETTINGS.t('privacySettings.retentionError', days());
  },
  confirmMessage: (days: number, before: string) =>
    SETTINGS.t('privacySettings.confirmMessage', { days, before }),
  impactAtOnce: (count: RetentionCount) =>
    SETTINGS.t('privacySettings.impactAtOnce', { interviews: count.interviews, answers: count.answers }),
  impactLater: (count: RetentionCount, days: number) =>
    SETTINGS.t('privacySettings.impactLater', {
      interviews: count.interviews,
      answers: count.answers,
      days,
    }),
  transcriptionToggle: (engine: string | null | undefined) =>
    engine
      ? SETTINGS.t('privacySettings.transcriptionToggleOn', { engine })
      : SETTINGS.t('privacySettings.transcriptionToggle'),
  previewCount: (total: number) =>
    SETTINGS.t('privacySettings.previewCount', { total, days: PRIVACY_LIMITS.previewDefaultDays }),
  previewTruncated: (shown: number) => SETTINGS.t('privacySettings.previewTruncated', { shown }),
});

/** What the retention clock of a previewed interview counts from. */
export const RETENTION_BASIS_LABELS = recruiterTexts(SETTINGS, 'retentionBasis');
