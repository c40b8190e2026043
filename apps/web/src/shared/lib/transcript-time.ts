import type { InterviewResponse } from '@vi/contracts';

export type TranscriptSegment = InterviewResponse['transcription']['segments'][number];

/** m:ss (or h:mm:ss) for a position in seconds. */
export function formatTimestamp(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The line being spoken at `time`: the last one that has started. Between two lines (a pause) the one
 * before stays current, so the highlight does not flicker off and on while someone listens.
 */
export function activeSegmentIndex(segments: readonly TranscriptSegment[], time: number): number {
  let active = -1;
  for (const [index, segment] of segments.entries()) {
    if (segment.start <= time + 0.05) active = index;
    else break;
  }
  return active;
}

/** A seek stays inside the media even when a segment's times overshoot its length. */
export function clampTime(time: number, duration: number): number {
  const upper = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, time), upper);
}
