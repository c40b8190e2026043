import type { Location } from '@vi/contracts';
import { JOB_TEXTS } from './texts';

/** The first location as "city, region, country"; empty parts are skipped so no stray commas show. */
export function formatFirstLocation(locations: readonly Location[]): string {
  const first = locations[0];
  if (!first) return JOB_TEXTS.locationNotSpecified;
  const parts = [first.city, first.region, first.country].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : JOB_TEXTS.locationNotSpecified;
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
