import { describe, expect, it } from 'vitest';
import { splitAtQuietPoints } from './segmentation.js';

const RATE = 1000;

/** Audio of `seconds`, loud (a 0.5 amplitude tone) inside the given stretches and silent elsewhere. */
function audio(seconds: number, loud: [number, number][]): Float32Array {
  const samples = new Float32Array(seconds * RATE);
  for (const [from, to] of loud)
    for (let i = from * RATE; i < to * RATE; i++) samples[i] = 0.5 * Math.sin(i / 3);
  return samples;
}

describe('splitAtQuietPoints', () => {
  it('keeps a short answer as one piece, timed to its sound', () => {
    const pieces = splitAtQuietPoints(audio(6, [[1, 4]]), { sampleRate: RATE });
    expect(pieces).toEqual([{ first: 0, end: 6000, soundFirst: 1000, soundEnd: 4000 }]);
  });

  it('cuts a long answer into pieces of at most 10 s, in its quiet moments', () => {
    // Speech with short pauses at 7.0-7.3, 15.0-15.3 and 23.5-23.8 s.
    const samples = audio(30, [
      [0, 7],
      [7.3, 15],
      [15.3, 23.5],
      [23.8, 30],
    ]);
    const pieces = splitAtQuietPoints(samples, { sampleRate: RATE });
    expect(pieces.length).toBe(4);
    for (const piece of pieces) expect(piece.end - piece.first).toBeLessThanOrEqual(10 * RATE);
    // Every cut falls inside a pause, so no word is split.
    const cuts = pieces.slice(1).map((p) => p.first / RATE);
    expect(cuts.map((c) => [7, 15, 23.5].some((pause) => c >= pause && c <= pause + 0.3))).toEqual([
      true,
      true,
      true,
    ]);
    expect(pieces[0]!.first).toBe(0);
    expect(pieces.at(-1)!.end).toBe(30 * RATE);
  });

  it('cuts at 10 s when there is no pause at all', () => {
    const pieces = splitAtQuietPoints(audio(25, [[0, 25]]), { sampleRate: RATE });
    for (const piece of pieces) expect(piece.end - piece.first).toBeLessThanOrEqual(10 * RATE);
    expect(pieces.map((p) => p.first)).toEqual([0, ...pieces.slice(0, -1).map((p) => p.end)]);
    expect(pieces.at(-1)!.end).toBe(25 * RATE);
  });

  it('gives no piece for silence, faint noise or a click', () => {
    expect(splitAtQuietPoints(new Float32Array(5 * RATE), { sampleRate: RATE })).toEqual([]);
    const faint = new Float32Array(5 * RATE).map(() => (Math.random() - 0.5) * 0.002);
    expect(splitAtQuietPoints(faint, { sampleRate: RATE })).toEqual([]);
    expect(splitAtQuietPoints(audio(5, [[2, 2.05]]), { sampleRate: RATE })).toEqual([]);
  });

  it('drops a silent stretch between two spoken ones', () => {
    const pieces = splitAtQuietPoints(
      audio(40, [
        [0, 5],
        [35, 38],
      ]),
      { sampleRate: RATE },
    );
    expect(pieces.map((p) => [p.soundFirst / RATE, p.soundEnd / RATE])).toEqual([
      [0, 5],
      [35, 38],
    ]);
  });
});
