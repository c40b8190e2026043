/**
 * A deadline in the reader's own language and time zone, with the zone named so it cannot be misread
 * (e.g. "Friday, 5 December 2026 at 17:00 CET"). `locale` and `timeZone` default to the browser's.
 */
export function formatDeadline(iso: string, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(iso));
}
