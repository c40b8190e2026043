import { activeRecruiterLanguage } from '../../i18n/recruiter-i18n';

const DIRECTION_MARKS = /[\u200e\u200f]/g;

/**
 * The locale to write a date or time in for the recruiter: their language when it is not English; in
 * English, `englishLocale` (undefined: the browser's), as each screen wrote it before it was translated.
 */
export function dateLocale(englishLocale?: string): string | undefined {
  const language = activeRecruiterLanguage();
  return language && language !== 'en' ? language : englishLocale;
}

/**
 * Spec §2: the creation date as MM/DD/YYYY in the viewer's own time zone. Built from the Date's local
 * parts rather than Intl, whose 'en-US' output may carry invisible direction marks or a locale override.
 * A recruiter who chose another language reads the date in that language's numeric order (27.11.2026 in
 * German, 27/11/2026 in Spanish), since 11/27 reads as the wrong day there (docs/languages.md).
 * An unreadable value shows nothing rather than 'NaN/NaN/NaN'.
 */
export function formatCreatedDate(
  iso: string | null | undefined,
  language: string = activeRecruiterLanguage(),
): string {
  if (iso == null || iso.trim() === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language && language !== 'en') {
    return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .format(date)
      .replace(DIRECTION_MARKS, '');
  }
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${month}/${day}/${year}`;
}
