import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../test/helpers/webvtt-check.js';
import { buildWebVtt, captionCues, CUE_LIMITS, escapeCueText, sentenceCues, vttTimestamp } from './webvtt.js';

const vttOf = (segments: Parameters<typeof captionCues>[0]) => buildWebVtt(captionCues(segments), 'test');

describe('webvtt', () => {
  it('writes timestamps as HH:MM:SS.mmm', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(3.2)).toBe('00:00:03.200');
    expect(vttTimestamp(3725.0456)).toBe('01:02:05.046');
    expect(vttTimestamp(-1)).toBe('00:00:00.000');
    expect(vttTimestamp(Number.NaN)).toBe('00:00:00.000');
  });

  it('escapes markup and arrows, and keeps a cue on its lines', () => {
    expect(escapeCueText('a <b>bold</b> & --> x\n\ny')).toBe('a &lt;b&gt;bold&lt;/b&gt; &amp; --&gt; x y');
    const cues = parseWebVtt(vttOf([{ start: 0, end: 2, text: 'Tom & Jerry <script> --> \n\n 1 < 2' }]));
    expect(cues.map((c) => ({ ...c, text: c.text.replace('\n', ' ') }))).toEqual([
      { start: 0, end: 2, text: 'Tom &amp; Jerry &lt;script&gt; --&gt; 1 &lt; 2' },
    ]);
  });

  it('follows the segments’ timing, labelled as automatic', () => {
    const body = vttOf([
      { start: 4.5, end: 6, text: 'second' },
      { start: 0.25, end: 2, text: 'first' },
    ]);
    expect(body.startsWith('WEBVTT - Automatic captions\n\nNOTE test\n')).toBe(true);
    expect(parseWebVtt(body)).toEqual([
      { start: 0.25, end: 2, text: 'first' },
      { start: 4.5, end: 6, text: 'second' },
    ]);
  });

  it('splits a long segment into readable cues over its time', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const cues = parseWebVtt(vttOf([{ start: 10, end: 40, text: words }]));
    expect(cues.length).toBeGreaterThanOrEqual(5);
    expect(cues[0]!.start).toBe(10);
    expect(cues.at(-1)!.end).toBe(40);
    for (const [i, cue] of cues.entries()) {
      expect(cue.end - cue.start).toBeLessThanOrEqual(CUE_LIMITS.maxSeconds + 0.001);
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(CUE_LIMITS.lines);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(CUE_LIMITS.lineChars + 8);
      if (i > 0) expect(cue.start).toBeCloseTo(cues[i - 1]!.end, 3);
    }
    expect(cues.map((c) => c.text.replace('\n', ' ')).join(' ')).toBe(words);
  });

  it('drops empty segments, gives zero-length ones a moment and stops overlaps', () => {
    const cues = captionCues([
      { start: 1, end: 1, text: 'blink' },
      { start: 2, end: 5, text: '   ' },
      { start: 3, end: 6, text: 'overlapping' },
      { start: 4, end: 7, text: 'next' },
    ]);
    expect(cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [1, 1.3, 'blink'],
      [3, 4, 'overlapping'],
      [4, 7, 'next'],
    ]);
    expect(parseWebVtt(buildWebVtt([], 'none'))).toEqual([]);
  });

  it('spreads a question’s sentences over its clip by length', () => {
    const cues = sentenceCues('Tell us about yourself. What drew you to this role?', 6);
    expect(cues).toHaveLength(2);
    expect(cues[0]).toMatchObject({ start: 0, text: 'Tell us about yourself.' });
    expect(cues[1]).toMatchObject({ end: 6, text: 'What drew you to this role?' });
    expect(cues[0]!.end).toBeCloseTo(cues[1]!.start, 6);
    expect(cues[0]!.end).toBeGreaterThan(2);
    expect(cues[0]!.end).toBeLessThan(3);
    expect(sentenceCues('No punctuation at all', 3)).toEqual([
      { start: 0, end: 3, text: 'No punctuation at all' },
    ]);
    expect(sentenceCues('', 3)).toEqual([]);
  });
});
