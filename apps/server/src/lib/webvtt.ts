/**
 * WebVTT captions made by the product (docs/decisions/0026-captions.md): an answer's transcript segments
 * or a question's text, cut into cues a person can read while it plays.
 */
export interface TimedText {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

export const WEBVTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';

/** Readability limits of one cue: two lines of about 42 characters, on screen for at most about 7 s. */
export const CUE_LIMITS = { lineChars: 42, lines: 2, maxSeconds: 7 } as const;
const CUE_CHARS = CUE_LIMITS.lineChars * CUE_LIMITS.lines;
/** A cue shorter than this flashes by; engines sometimes give a word no length at all. */
const MIN_CUE_SECONDS = 0.3;

/** HH:MM:SS.mmm, the one timestamp form every WebVTT reader takes. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * Cue text as text: `&`, `<` and `>` are escaped (so no markup and no `-->` survive) and every run of
 * white space, line breaks included, is one space (a blank line would end the cue).
 */
export function escapeCueText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Words grouped into pieces of at most `maxChars` (a longer word stays whole). */
function groupWords(words: string[], maxChars: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of words) {
    if (current !== '' && current.length + 1 + word.length > maxChars) {
      pieces.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** At most two lines, broken at the space nearest the middle when the text is longer than one line. */
function twoLines(text: string): string {
  if (text.length <= CUE_LIMITS.lineChars) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best === -1 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

/**
 * One segment as cues: split into as many pieces as its length and duration need, each piece given a
 * share of the segment's time in proportion to its characters (speech runs at a roughly even rate).
 */
function splitSegment(segment: TimedText): TimedText[] {
  const words = segment.text.split(' ').filter(Boolean);
  const duration = segment.end - segment.start;
  const byTime = Math.ceil(duration / CUE_LIMITS.maxSeconds);
  const byChars = Math.ceil(segment.text.length / CUE_CHARS);
  const count = Math.min(words.length, Math.max(1, byTime, byChars));
  const pieces = count <= 1 ? [segment.text] : groupWords(words, Math.ceil(segment.text.length / count));
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let at = segment.start;
  return pieces.map((piece, i) => {
    const end = i === pieces.length - 1 ? segment.end : at + (duration * piece.length) / total;
    const cue = { start: at, end, text: piece };
    at = end;
    return cue;
  });
}

/** Segments in time order with sane times: finite, not negative, each cue at least a moment long. */
function normalise(segments: readonly TimedText[]): TimedText[] {
  const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  return segments
    .map((s) => ({ start: finite(s.start), end: finite(s.end), text: s.text.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.text !== '')
    .sort((a, b) => a.start - b.start)
    .map((s, i, all) => {
      // Overlapping segments would stack two captions on screen: one ends where the next begins.
      const next = all[i + 1]?.start;
      const end = next !== undefined && next > s.start ? Math.min(s.end, next) : s.end;
      return { ...s, end: Math.max(end, s.start + MIN_CUE_SECONDS) };
    });
}

/** The readable cues of timed texts; empty when there is nothing to say. */
export function captionCues(segments: readonly TimedText[]): TimedText[] {
  return normalise(segments).flatMap(splitSegment);
}

/**
 * A WebVTT file. The header names the captions as automatic (a NOTE says how they were made), so a
 * viewer who downloads them is told what a player's label tells them.
 */
export function buildWebVtt(cues: readonly TimedText[], note: string): string {
  const lines = [
    'WEBVTT - Automatic captions',
    '',
    `NOTE ${note.replace(/-->/g, '→').replace(/\s+/g, ' ')}`,
    '',
  ];
  cues.forEach((cue, i) => {
    lines.push(String(i + 1), `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}`);
    lines.push(twoLines(escapeCueText(cue.text)), '');
  });
  return lines.join('\n');
}

/**
 * A spoken text (a question read aloud) as cues: its sentences spread over the clip by their length, so
 * the caption follows the voice well enough without word timings.
 */
export function sentenceCues(text: string, durationSeconds: number): TimedText[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '' || !(durationSeconds > 0)) return [];
  const sentences = flat
    .match(/[^.!?]+(?:[.!?]+["'”’)]*|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [flat];
  const total = sentences.reduce((sum, s) => sum + s.length, 0);
  let at = 0;
  const spread = sentences.map((sentence, i) => {
    const end =
      i === sentences.length - 1 ? durationSeconds : at + (durationSeconds * sentence.length) / total;
    const cue = { start: at, end, text: sentence };
    at = end;
    return cue;
  });
  return captionCues(spread);
}
