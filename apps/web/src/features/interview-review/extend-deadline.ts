import { INVITATION_LIMITS } from '@vi/contracts';
import { toLocalInputValue } from '../../shared/lib/recruiter/invitation-deadline';
import { INVITATION_TEXTS as T } from './invitation-texts';

const DAY_MS = 86_400_000;
/** What the dialog offers first: a week from now, to the minute. */
export const DEFAULT_EXTENSION_DAYS = 7;

export function defaultExtensionValue(now = Date.now()): string {
  return toLocalInputValue(new Date(now + DEFAULT_EXTENSION_DAYS * DAY_MS));
}

export type ExtensionCheck = { iso: string; error?: undefined } | { iso?: undefined; error: string };

/** The control's local date and time as the server's ISO 8601 (UTC): in the future, within a year. */
export function checkExtension(value: string, now = Date.now()): ExtensionCheck {
  if (value.trim() === '') return { error: T.enterDeadline };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { error: T.enterDeadline };
  if (at.getTime() <= now) return { error: T.deadlineInPast };
  if (at.getTime() > now + INVITATION_LIMITS.deadlineMaxDaysAhead * DAY_MS)
    return { error: T.deadlineTooFar };
  return { iso: at.toISOString() };
}
