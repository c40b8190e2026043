import {
  CompanySettingsBodySchema,
  INVITATION_LIMITS,
  type CompanySettings,
  type CompanySettingsBody,
} from '@vi/contracts';

/**
 * A company's settings are one JSON text column holding only what was changed; reading fills in the
 * defaults, so a later change of a default reaches every company that never chose otherwise. Anything
 * unreadable (a hand-edited row) reads as the defaults.
 */
function parseStored(text: string | null): CompanySettingsBody {
  if (text === null) return {};
  try {
    return CompanySettingsBodySchema.safeParse(JSON.parse(text)).data ?? {};
  } catch {
    return {};
  }
}

export function readCompanySettings(text: string | null): CompanySettings {
  const stored = parseStored(text);
  const defaults = INVITATION_LIMITS.defaultReminders;
  return {
    retentionDays: stored.retentionDays === undefined ? null : stored.retentionDays,
    transcriptionEnabled: stored.transcriptionEnabled ?? true,
    reminders: {
      afterInviteHours:
        stored.reminders?.afterInviteHours === undefined
          ? defaults.afterInviteHours
          : stored.reminders.afterInviteHours,
      beforeDeadlineHours:
        stored.reminders?.beforeDeadlineHours === undefined
          ? defaults.beforeDeadlineHours
          : stored.reminders.beforeDeadlineHours,
    },
  };
}

/** The stored text after a PUT: what the body sends replaces, what it omits stays (null is "off", kept). */
export function mergeCompanySettings(text: string | null, body: CompanySettingsBody): string | null {
  const stored = parseStored(text);
  const reminders = { ...stored.reminders, ...body.reminders };
  const merged: CompanySettingsBody = Object.keys(reminders).length > 0 ? { reminders } : {};
  const retentionDays = body.retentionDays === undefined ? stored.retentionDays : body.retentionDays;
  if (retentionDays !== undefined) merged.retentionDays = retentionDays;
  const transcriptionEnabled = body.transcriptionEnabled ?? stored.transcriptionEnabled;
  if (transcriptionEnabled !== undefined) merged.transcriptionEnabled = transcriptionEnabled;
  return Object.keys(merged).length > 0 ? JSON.stringify(merged) : null;
}
