import type { Location } from '@vi/contracts';
import DOMPurify from 'dompurify';

const LOCATION_NOT_SPECIFIED = 'Location not specified';

/** The first location as "city, region, country"; empty parts are skipped so no stray commas show. */
export function formatFirstLocation(locations: readonly Location[]): string {
  const first = locations[0];
  if (!first) return LOCATION_NOT_SPECIFIED;
  const parts = [first.city, first.region, first.country].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : LOCATION_NOT_SPECIFIED;
}

/** Skills arrive as one comma string; shown as a tidy comma list without empty entries. */
export function formatSkills(skills: string | null): string {
  if (skills === null) return '';
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean)
    .join(', ');
}

/*
 * The server sanitises job HTML when it is stored, but the card renders it with innerHTML, so it is cleaned
 * again here: an older row or a bug upstream must not become script in the applicant's page.
 */
export function sanitizeJobHtml(html: string | null): string {
  if (html === null || html.trim() === '') return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
