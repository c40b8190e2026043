import { PRIVACY_LIMITS, type CompanySettings, type CompanySettingsBody } from '@vi/contracts';
import { PRIVACY_SETTINGS_TEXTS as T } from './privacy-texts';

/** The privacy controls as they hold them: the rule on or off, its days as typed (kept while off). */
export type PrivacyDraft = { isRetentionOn: boolean; retentionDays: string; transcriptionEnabled: boolean };

export function privacyDraftFrom(settings: CompanySettings): PrivacyDraft {
  return {
    isRetentionOn: settings.retentionDays !== null,
    // Switching the rule on starts from the demo company's 180 days, a common choice (6 months).
    retentionDays: String(settings.retentionDays ?? PRIVACY_LIMITS.demoRetentionDays),
    transcriptionEnabled: settings.transcriptionEnabled,
  };
}

function daysOf(draft: PrivacyDraft): number | undefined {
  const text = draft.retentionDays.trim();
  const n = Number(text);
  const { retentionMinDays: min, retentionMaxDays: max } = PRIVACY_LIMITS;
  return text !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Only a rule that is on needs a number, within the contract's limits. */
export function validateRetention(draft: PrivacyDraft): string | undefined {
  return draft.isRetentionOn && daysOf(draft) === undefined ? T.retentionError : undefined;
}

/** The PUT body's privacy part: days, or null for off. Only for a draft that validated. */
export function toPrivacySettings(
  draft: PrivacyDraft,
): Required<Pick<CompanySettingsBody, 'retentionDays' | 'transcriptionEnabled'>> {
  return {
    retentionDays: draft.isRetentionOn ? (daysOf(draft) ?? null) : null,
    transcriptionEnabled: draft.transcriptionEnabled,
  };
}

/**
 * A new rule (or a shorter one) deletes data that the saved rule kept, for good: such a save asks first.
 * Switching the rule off or making it longer deletes nothing.
 */
export function retentionShortenedTo(saved: number | null, draft: PrivacyDraft): number | undefined {
  const next = toPrivacySettings(draft).retentionDays;
  if (next === null) return undefined;
  return saved === null || next < saved ? next : undefined;
}
