/**
 * Spec §2: the creation date as MM/DD/YYYY in the viewer's own time zone. Built from the Date's local
 * parts rather than Intl, whose 'en-US' output may carry invisible direction marks or a locale override.
 * An unreadable value shows nothing rather than 'NaN/NaN/NaN'.
 */
export function formatCreatedDate(iso: string | null | undefined): string {
  if (iso == null || iso.trim() === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${month}/${day}/${year}`;
}
