import { dateLocale } from '../../shared/lib/recruiter/dates';

/** A date as the page's language writes it (a guest's page follows the browser's language). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(dateLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}
