import { describe, expect, it } from 'vitest';
import { insertAtSelection, sanitizeText } from './sanitize-text';

describe('sanitizeText', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a & b', 'a & b'],
    ['1 < 2', '1 < 2'],
    ['<b>bold</b> move', 'bold move'],
    ['hi<script>alert(1)</script>', 'hi'],
    ['<img src=x onerror="alert(1)">x', 'x'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});

describe('insertAtSelection', () => {
  it('inserts at the caret', () => {
    expect(insertAtSelection('hello world', 'big ', 6, 6)).toEqual({
      value: 'hello big world',
      caret: 10,
    });
  });

  it('replaces the selection', () => {
    expect(insertAtSelection('hello world', 'there', 6, 11)).toEqual({
      value: 'hello there',
      caret: 11,
    });
  });

  it('appends when the selection is unknown and clamps out-of-range positions', () => {
    expect(insertAtSelection('ab', 'c', null, null)).toEqual({ value: 'abc', caret: 3 });
    expect(insertAtSelection('ab', 'c', 9, 12)).toEqual({ value: 'abc', caret: 3 });
  });
});
