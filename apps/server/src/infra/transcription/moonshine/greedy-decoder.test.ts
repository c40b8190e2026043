import { describe, expect, it } from 'vitest';
import { argMax, END_TOKEN, greedyDecode, maxTokensFor, START_TOKEN } from './greedy-decoder.js';

/** Logits over a 10-token vocabulary that favour `token`. */
const favour = (token: number) => Float32Array.from({ length: 10 }, (_, i) => (i === token ? 5 : -1));

describe('greedy decoder', () => {
  it('takes the most likely token each step, starting from the start token, until the end token', async () => {
    const seen: [number, number][] = [];
    const script = [7, 4, 9, END_TOKEN, 5];
    const tokens = await greedyDecode((previous, index) => {
      seen.push([previous, index]);
      return Promise.resolve(favour(script[index]!));
    }, 50);
    expect(tokens).toEqual([7, 4, 9]);
    expect(seen).toEqual([
      [START_TOKEN, 0],
      [7, 1],
      [4, 2],
      [9, 3],
    ]);
  });

  it('stops at the length bound when the model never ends (a loop on noise)', async () => {
    let steps = 0;
    const tokens = await greedyDecode(() => {
      steps++;
      return Promise.resolve(favour(6));
    }, 12);
    expect(tokens).toHaveLength(12);
    expect(steps).toBe(12);
  });

  it('bounds the tokens by the audio length: six a second, at least eight', () => {
    expect(maxTokensFor(10)).toBe(60);
    expect(maxTokensFor(0.5)).toBe(8);
    expect(maxTokensFor(2.1)).toBe(13);
  });

  it('argMax picks the first of equal maxima', () => {
    expect(argMax([1, 3, 3, 2])).toBe(1);
    expect(argMax([-2])).toBe(0);
  });
});
