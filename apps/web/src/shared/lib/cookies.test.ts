import { describe, expect, it } from 'vitest';
import { findCookie } from './cookies';

describe('findCookie', () => {
  it('reads one cookie out of a cookie header', () => {
    expect(findCookie('jtToken', 'a=1; jtToken=abc.def%3D; b=2')).toBe('abc.def=');
    expect(findCookie('jtToken', 'a=1')).toBeUndefined();
  });
});
