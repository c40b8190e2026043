import { formatCreatedDate } from '../../shared/lib/recruiter/dates';

/** "11/02/2026, 14:05" in the viewer's time zone: the list's date (spec §2) with the time of day. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = String(date.getHours()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatCreatedDate(iso)}, ${hours}:${minutes}`;
}
