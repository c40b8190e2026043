import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCreatedDate } from './dates';

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

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatCreatedDate('')).toBe('');
    expect(formatCreatedDate(null)).toBe('');
    expect(formatCreatedDate(undefined)).toBe('');
    expect(formatCreatedDate('not a date')).toBe('');
  });
});
