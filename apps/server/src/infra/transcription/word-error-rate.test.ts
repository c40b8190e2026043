import { describe, expect, it } from 'vitest';
import { normalizeWords, wordEditDistance, wordErrorRate } from './word-error-rate.js';

describe('word error rate', () => {
  it('ignores case and punctuation', () => {
    expect(normalizeWords("Hello, World! I'm here.")).toEqual(['hello', 'world', "i'm", 'here']);
    expect(wordErrorRate('Hello, world.', 'hello world')).toBe(0);
  });

  it('counts substitutions, deletions and insertions over the reference length', () => {
    expect(wordEditDistance(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(1);
    expect(wordErrorRate('the quick brown fox', 'the quick fox')).toBe(0.25);
    expect(wordErrorRate('the quick brown fox', 'the quick brown red fox')).toBe(0.25);
    expect(wordErrorRate('one two', 'three four five six')).toBe(2);
  });

  it('treats an empty reference as all or nothing', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('...', 'words')).toBe(1);
  });
});
