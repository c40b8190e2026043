import { describe, expect, it } from 'vitest';
import { isEraseConfirmed } from './erase-confirmation';

describe('isEraseConfirmed', () => {
  it('takes the word ERASE or the applicant’s name, nothing else', () => {
    expect(isEraseConfirmed('ERASE', 'Ada Lovelace')).toBe(true);
    expect(isEraseConfirmed('  ERASE ', 'Ada Lovelace')).toBe(true);
    expect(isEraseConfirmed('ada   LOVELACE', 'Ada Lovelace')).toBe(true);
    expect(isEraseConfirmed('erase', 'Ada Lovelace')).toBe(false);
    expect(isEraseConfirmed('Ada', 'Ada Lovelace')).toBe(false);
    expect(isEraseConfirmed('', 'Ada Lovelace')).toBe(false);
    // A name already gone cannot be typed to confirm: an empty entry never matches it.
    expect(isEraseConfirmed('', '')).toBe(false);
    expect(isEraseConfirmed('   ', '')).toBe(false);
  });
});
