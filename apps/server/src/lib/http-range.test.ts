import { describe, expect, it } from 'vitest';
import { contentRange, parseRange } from './http-range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=10-', { kind: 'partial', start: 10, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['Bytes = 5-6', { kind: 'partial', start: 5, end: 6 }],
    ['bytes= 5-6 ,', { kind: 'partial', start: 5, end: 6 }],
    ['bytes=0-99999999999999999999999', { kind: 'partial', start: 0, end: 999 }],
  ])('reads %j of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-2000', 1000],
    ['bytes=99999999999999999999999-', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-10', 0],
  ])('finds %j unsatisfiable for %i bytes', (header, size) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-2',
    'bytes=a-b',
    'bytes=1.5-2',
    'bytes=0x10-20',
    'bytes=0-1,5-6',
    'bytes=0-1, -3',
    'items=0-1',
    '0-1',
    'bytes 0-1',
  ])('serves the whole file for %j', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
  });

  it('formats Content-Range for 206 and 416', () => {
    expect(contentRange(1000, { start: 0, end: 99 })).toBe('bytes 0-99/1000');
    expect(contentRange(1000)).toBe('bytes */1000');
  });
});
