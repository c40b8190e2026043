import { INVITATION_LIMITS, type ReminderSettings } from '@vi/contracts';
import { SETTINGS_TEXTS as T } from './texts';

export type ReminderKey = keyof ReminderSettings;
export const REMINDER_KEYS = [
  'afterInviteHours',
  'beforeDeadlineHours',
] as const satisfies readonly ReminderKey[];

/** One reminder as its controls hold it: on or off, and the hours as typed (kept while off). */
export type ReminderDraft = { isOn: boolean; hours: string };
export type RemindersDraft = Record<ReminderKey, ReminderDraft>;
export type RemindersErrors = Partial<Record<ReminderKey, string>>;

export function remindersDraftFrom(reminders: ReminderSettings): RemindersDraft {
  const one = (hours: number | null, fallback: number): ReminderDraft => ({
    isOn: hours !== null,
    hours: String(hours ?? fallback),
  });
  const defaults = INVITATION_LIMITS.defaultReminders;
  return {
    afterInviteHours: one(reminders.afterInviteHours, defaults.afterInviteHours),
    beforeDeadlineHours: one(reminders.beforeDeadlineHours, defaults.beforeDeadlineHours),
  };
}

function hoursOf(draft: ReminderDraft): number | undefined {
  const text = draft.hours.trim();
  const n = Number(text);
  const { min, max } = INVITATION_LIMITS.reminderHours;
  return text !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Only a reminder that is on needs a number, within the contract's limits. */
export function validateReminders(draft: RemindersDraft): RemindersErrors {
  const errors: RemindersErrors = {};
  for (const key of REMINDER_KEYS) {
    if (draft[key].isOn && hoursOf(draft[key]) === undefined) errors[key] = T.hoursError;
  }
  return errors;
}

/** The PUT body's `reminders`: hours, or null for off. Only for a draft that validated. */
export function toReminderSettings(draft: RemindersDraft): ReminderSettings {
  const one = (key: ReminderKey) => (draft[key].isOn ? (hoursOf(draft[key]) ?? null) : null);
  return { afterInviteHours: one('afterInviteHours'), beforeDeadlineHours: one('beforeDeadlineHours') };
}
