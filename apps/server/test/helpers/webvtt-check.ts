/**
 * A small WebVTT reader for tests: it refuses what a browser's parser would drop or misread (no
 * header, a timing line out of form, a cue that ends before it starts, start times going backwards,
 * markup or an arrow inside cue text) and returns the cues it read.
 */
export interface ParsedCue {
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number {
  const match = TIMESTAMP.exec(stamp);
  if (!match) throw new Error(`timestamp not HH:MM:SS.mmm: ${stamp}`);
  const [, h, m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

export function parseWebVtt(body: string): ParsedCue[] {
  const blocks = body
    .replace(/\r\n/g, '\n')
    .trimEnd()
    .split(/\n{2,}/);
  const header = blocks.shift() ?? '';
  if (!/^WEBVTT($|[ \t])/.test(header)) throw new Error(`no WEBVTT header: ${header.slice(0, 20)}`);
  const cues: ParsedCue[] = [];
  for (const block of blocks) {
    if (block.trim() === '' || block.startsWith('NOTE')) continue;
    const lines = block.split('\n');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt < 0 || timingAt > 1) throw new Error(`cue without timing: ${block}`);
    const [from, to] = (lines[timingAt] ?? '').split(' --> ');
    const start = seconds(from ?? '');
    const end = seconds((to ?? '').split(' ')[0] ?? '');
    if (end <= start) throw new Error(`cue ends before it starts: ${lines[timingAt]}`);
    const previous = cues.at(-1);
    if (previous && start < previous.start) throw new Error(`cues out of order at ${lines[timingAt]}`);
    const text = lines.slice(timingAt + 1).join('\n');
    if (text === '' || text.includes('-->') || /[<>]/.test(text)) throw new Error(`bad cue text: ${text}`);
    if (/&(?!(amp|lt|gt|nbsp|lrm|rlm);)/.test(text)) throw new Error(`unescaped ampersand: ${text}`);
    cues.push({ start, end, text });
  }
  return cues;
}
