import llamaTokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { END_TOKEN, START_TOKEN } from './greedy-decoder.js';
import { tokensToText } from './tokens.js';

describe('tokensToText', () => {
  it('turns Moonshine tokens back into the sentence, spaces and punctuation intact', () => {
    const sentence = "I've led a team of five, and we shipped on time.";
    const tokens = llamaTokenizer.encode(sentence, false);
    expect(tokensToText(tokens)).toBe(sentence);
  });

  it('drops the special tokens and anything outside the vocabulary', () => {
    const tokens = llamaTokenizer.encode('Hello there', false);
    expect(tokensToText([START_TOKEN, ...tokens, END_TOKEN, 0, 999_999])).toBe('Hello there');
  });

  it('keeps characters spelled as bytes (accents) and folds runs of spaces', () => {
    expect(tokensToText(llamaTokenizer.encode('Café  au   lait', false))).toBe('Café au lait');
  });

  it('gives empty text for no tokens', () => {
    expect(tokensToText([])).toBe('');
    expect(tokensToText([START_TOKEN, END_TOKEN])).toBe('');
  });
});
