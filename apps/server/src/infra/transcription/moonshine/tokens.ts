import llamaTokenizer from 'llama-tokenizer-js';
import { END_TOKEN, START_TOKEN } from './greedy-decoder.js';

/**
 * Moonshine's tokens as text, through its LLaMA vocabulary. Special tokens are dropped; spaces are
 * folded, so pieces join cleanly.
 */
export function tokensToText(tokens: readonly number[]): string {
  const vocabularySize = llamaTokenizer.vocabById.length;
  const words = tokens.filter((t) => t !== START_TOKEN && t !== END_TOKEN && t > 2 && t < vocabularySize);
  if (words.length === 0) return '';
  return llamaTokenizer.decode(words, false).replace(/\s+/g, ' ').trim();
}
