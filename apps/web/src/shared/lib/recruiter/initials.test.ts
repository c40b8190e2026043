import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  jordan  van der lee ')).toBe('JL');
    expect(initialsOf('Ólafur')).toBe('Ó');
    expect(initialsOf('')).toBe('');
  });
});
