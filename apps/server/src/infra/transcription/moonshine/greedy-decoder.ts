/**
 * Greedy decoding with a length bound: the most likely token each step, until the end token or the
 * bound. The bound is what keeps a model that repeats itself (on noise, say) from running on.
 */

/** Moonshine's special tokens (its LLaMA vocabulary's <s> and </s>). */
export const START_TOKEN = 1;
export const END_TOKEN = 2;

/** Tokens allowed per second of audio: read English runs at about 4; Moonshine's own code uses 6. */
const TOKENS_PER_SECOND = 6;
const MIN_TOKENS = 8;

export const maxTokensFor = (seconds: number): number =>
  Math.max(MIN_TOKENS, Math.ceil(seconds * TOKENS_PER_SECOND));

export function argMax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

/**
 * One decoder step: given the previous token and the step's index, the logits of the next token
 * (the decoder keeps its own cache between steps).
 */
export type DecoderStep = (previous: number, index: number) => Promise<ArrayLike<number>>;

/** The tokens decoded, without the start and end tokens. */
export async function greedyDecode(step: DecoderStep, maxTokens: number): Promise<number[]> {
  const tokens: number[] = [];
  let previous = START_TOKEN;
  for (let index = 0; index < maxTokens; index++) {
    const next = argMax(await step(previous, index));
    if (next === END_TOKEN) break;
    tokens.push(next);
    previous = next;
  }
  return tokens;
}
