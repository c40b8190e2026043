import { INVITATION_LIMITS } from '@vi/contracts';

const HOUR_MS = 3_600_000;
/**
 * The form's own rule, stricter than the server's "in the future": a deadline a person picks less than an
 * hour ahead is almost always a slip (today instead of next week), and leaves the applicant no time.
 */
const MIN_MINUTES_AHEAD = 60;
const DAY_MS = 24 * HOUR_MS;
const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local control holds it: the browser's local wall-clock time, to the minute. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The questionnaire's default deadline for an invitation sent now, as the control shows it: `days` ahead,
 * rounded up to the next full hour so it reads as a time a person would pick. '' when there is no default.
 */
export function defaultDeadlineValue(days: number | null | undefined, now = new Date()): string {
  if (!days) return '';
  const at = new Date(now.getTime() + days * DAY_MS);
  if (at.getMinutes() !== 0 || at.getSeconds() !== 0 || at.getMilliseconds() !== 0) {
    at.setHours(at.getHours() + 1, 0, 0, 0);
  }
  return toLocalInputValue(at);
}

export type DeadlineCheck = { iso: string | null; error?: undefined } | { iso?: undefined; error: string };

/**
 * What the control's value means: no deadline (''), or an instant at least an hour and at most a year
 * ahead (the server's year, the form's hour); sent as ISO 8601 in UTC, so the server and the mail agree on the moment.
 */
export function checkDeadline(value: string, now = Date.now()): DeadlineCheck {
  if (value.trim() === '') return { iso: null };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { error: 'Enter a date and time' };
  if (at.getTime() < now + MIN_MINUTES_AHEAD * 60_000) {
    return { error: 'The deadline must be at least an hour from now' };
  }
  if (at.getTime() > now + INVITATION_LIMITS.deadlineMaxDaysAhead * DAY_MS) {
    return { error: 'The deadline must be within a year from now' };
  }
  return { iso: at.toISOString() };
}

/** The browser's time zone, named for the helper text (e.g. "Europe/Berlin"). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
