import { NO_ACCOMMODATIONS } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import {
  accommodationsDraftFrom,
  accommodationsSummary,
  nonDefaultAccommodations,
  toAccommodations,
  validateAccommodationsDraft,
} from './accommodations';

const none = accommodationsDraftFrom();

describe('accommodation drafts', () => {
  it('start from none and are valid', () => {
    expect(none).toEqual({ extraTimePercent: '0', extraTries: '0', audioOnlyAllowed: false });
    expect(validateAccommodationsDraft(none)).toEqual({});
  });

  it('report out-of-range and fractional numbers in the contract words; empty means none', () => {
    expect(validateAccommodationsDraft({ ...none, extraTimePercent: '250', extraTries: '6' })).toEqual({
      extraTimePercent: 'Extra time must be a whole number from 0 to 200',
      extraTries: 'Extra tries must be a whole number from 0 to 5',
    });
    expect(validateAccommodationsDraft({ ...none, extraTries: '-1' })).toEqual({
      extraTries: 'Extra tries must be a whole number from 0 to 5',
    });
    expect(validateAccommodationsDraft({ ...none, extraTries: '1.5' })).toEqual({
      extraTries: 'Extra tries must be a whole number from 0 to 5',
    });
    expect(validateAccommodationsDraft({ ...none, extraTries: '' })).toEqual({});
    expect(toAccommodations({ ...none, extraTries: '' }, { isAudioOnlyOffered: true })).toEqual(
      NO_ACCOMMODATIONS,
    );
  });

  it('drop audio only when it was not offered (not a video questionnaire)', () => {
    const draft = { extraTimePercent: '50', extraTries: '1', audioOnlyAllowed: true };
    expect(toAccommodations(draft, { isAudioOnlyOffered: true })).toEqual({
      extraTimePercent: 50,
      extraTries: 1,
      audioOnlyAllowed: true,
    });
    expect(toAccommodations(draft, { isAudioOnlyOffered: false }).audioOnlyAllowed).toBe(false);
    expect(() => toAccommodations({ ...draft, extraTries: '9' }, { isAudioOnlyOffered: true })).toThrow();
  });

  it('keep only what differs from none, and summarise it', () => {
    expect(nonDefaultAccommodations(NO_ACCOMMODATIONS)).toEqual({});
    const some = { extraTimePercent: 0, extraTries: 2, audioOnlyAllowed: true };
    expect(nonDefaultAccommodations(some)).toEqual({ extraTries: 2, audioOnlyAllowed: true });
    expect(accommodationsSummary({ extraTimePercent: 50, extraTries: 1, audioOnlyAllowed: true })).toEqual([
      '+50 % time',
      '+1 try',
      'audio only allowed',
    ]);
    expect(accommodationsSummary(some)).toEqual(['+2 tries', 'audio only allowed']);
  });
});
