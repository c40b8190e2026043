import { describe, expect, it } from 'vitest';
import { formatDeadline } from './format-deadline';

describe('formatDeadline', () => {
  it('says the moment in the reader’s language and time zone, naming the zone', () => {
    const iso = '2026-12-04T16:30:00.000Z';
    expect(formatDeadline(iso, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      'Friday, 4 December 2026 at 17:30 CET',
    );
    expect(formatDeadline(iso, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Friday, December 4, 2026 at 11:30 AM EST',
    );
    expect(formatDeadline(iso, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toContain('17:30');
  });
});
