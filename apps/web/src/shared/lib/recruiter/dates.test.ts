import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../i18n/recruiter-i18n';
import { dateLocale, formatCreatedDate } from './dates';

describe('formatCreatedDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('formats MM/DD/YYYY with zero padding, from local components', () => {
    expect(formatCreatedDate(new Date(2024, 0, 5, 9, 0).toISOString())).toBe('01/05/2024');
    expect(formatCreatedDate(new Date(2025, 11, 31, 12, 0).toISOString())).toBe('12/31/2025');
  });

  it('uses the local day even close to midnight', () => {
    expect(formatCreatedDate(new Date(2024, 1, 29, 0, 0, 1).toISOString())).toBe('02/29/2024');
    expect(formatCreatedDate(new Date(2024, 1, 29, 23, 59, 59).toISOString())).toBe('02/29/2024');
  });

  it('follows the time zone of the viewer for the same instant', () => {
    const instant = '2024-03-01T02:00:00Z';
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatCreatedDate(instant)).toBe('02/29/2024');
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(formatCreatedDate(instant)).toBe('03/01/2024');
    vi.stubEnv('TZ', 'UTC');
    expect(formatCreatedDate(instant)).toBe('03/01/2024');
  });

  it("writes the date in the recruiter's language's numeric order, keeping the viewer's day", () => {
    const date = new Date(2024, 0, 5, 9, 0).toISOString();
    expect(formatCreatedDate(date, 'en')).toBe('01/05/2024');
    expect(formatCreatedDate(date, 'de')).toBe('05.01.2024');
    expect(formatCreatedDate(date, 'es')).toBe('05/01/2024');
    expect(formatCreatedDate(date, 'fr')).toBe('05/01/2024');
    expect(formatCreatedDate(date, 'pt-BR')).toBe('05/01/2024');
    expect(formatCreatedDate(new Date(2024, 1, 29, 23, 59, 59).toISOString(), 'de')).toBe('29.02.2024');
  });

  it('follows the active recruiter language when none is given', async () => {
    const date = new Date(2025, 11, 31, 12, 0).toISOString();
    expect(formatCreatedDate(date)).toBe('12/31/2025');
    await applyRecruiterLanguage('de');
    expect(formatCreatedDate(date)).toBe('31.12.2025');
    await resetRecruiterLanguage();
    expect(formatCreatedDate(date)).toBe('12/31/2025');
  });

  it("writes other dates and times in the recruiter's language, and in English as each screen did", async () => {
    expect(dateLocale()).toBeUndefined();
    expect(dateLocale('en')).toBe('en');
    await applyRecruiterLanguage('fr');
    expect(dateLocale()).toBe('fr');
    expect(dateLocale('en')).toBe('fr');
    await resetRecruiterLanguage();
    expect(dateLocale()).toBeUndefined();
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatCreatedDate('')).toBe('');
    expect(formatCreatedDate(null)).toBe('');
    expect(formatCreatedDate(undefined)).toBe('');
    expect(formatCreatedDate('not a date')).toBe('');
  });
});
