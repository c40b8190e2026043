/** What a container's first bytes and blocks say of a take while it streams (ContainerProbe). */
export interface TrackTimes {
  /** Earliest and latest timestamp seen, in the track's own units. */
  first: number;
  last: number;
}

export class ProbeState {
  /** Kinds of the tracks the header declares; `tracksKnown` once every track has been declared. */
  hasVideo = false;
  hasAudio = false;
  tracksKnown = false;
  /** Per track, the span of timestamps of what has been fed, in seconds once scaled. */
  private readonly spans = new Map<string, { first: number; last: number }>();

  /** A timestamp of `track` in seconds (the start of a block, a sample or a page). */
  seen(track: string, seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const span = this.spans.get(track);
    if (!span) this.spans.set(track, { first: seconds, last: seconds });
    else {
      span.first = Math.min(span.first, seconds);
      span.last = Math.max(span.last, seconds);
    }
  }

  /** Seconds of media fed so far: the longest track's span (null before any timestamp). */
  get durationSeconds(): number | null {
    let longest: number | null = null;
    for (const { first, last } of this.spans.values()) longest = Math.max(longest ?? 0, last - first);
    return longest;
  }
}
