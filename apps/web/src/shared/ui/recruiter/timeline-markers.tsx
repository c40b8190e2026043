import { formatTimestamp } from '../../lib/transcript-time';
import { PLAYER_TEXTS as T } from './player-texts';

export type TimelineMarker = { id: string; atSeconds: number; text: string };

type TimelineMarkersProps = {
  markers: readonly TimelineMarker[];
  /** The media's length in seconds; markers are placed along it (at the end when it is unknown). */
  duration: number | null;
  position: number;
  onSeek: (seconds: number) => void;
};

const PREVIEW_CHARS = 80;

/**
 * Pinned notes as marks along the answer's timeline, under the player (the browser's own controls cannot
 * carry them). Each mark is a button: a click seeks the player to the note's moment.
 */
export function TimelineMarkers({ markers, duration, position, onSeek }: TimelineMarkersProps) {
  if (markers.length === 0) return null;
  const length = duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null;
  return (
    <ul className="timeline-markers" aria-label={T.markers(position)}>
      {markers.map((marker) => {
        const time = formatTimestamp(marker.atSeconds);
        const share = length === null ? 1 : Math.min(1, Math.max(0, marker.atSeconds / length));
        const preview =
          marker.text.length > PREVIEW_CHARS ? `${marker.text.slice(0, PREVIEW_CHARS)}…` : marker.text;
        return (
          <li key={marker.id} className="timeline-markers__item" style={{ left: `${share * 100}%` }}>
            <button
              type="button"
              className="timeline-markers__mark"
              aria-label={T.markerLabel(time, preview)}
              title={T.markerLabel(time, preview)}
              onClick={() => onSeek(marker.atSeconds)}
            />
          </li>
        );
      })}
    </ul>
  );
}
