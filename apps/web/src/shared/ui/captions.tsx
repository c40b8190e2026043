import { useEffect, useRef, useState, type RefObject } from 'react';
import './captions.css';

/** The label of every caption track and toggle: the captions are made by a machine, and say so. */
export const CAPTIONS_LABEL = 'Automatic captions';
const CAPTIONS_HINT = 'Automatic captions — may contain mistakes';

type CaptionsOptions = {
  /** The captions' address; null: the answer has none, so nothing is shown. */
  captionsUrl: string | null | undefined;
  /**
   * Whether the media has sound the viewer can play. Captions start on when it has not, and come on when
   * the viewer mutes the player (unless they turned them off themselves): docs/decisions/0026-captions.md.
   */
  hasSound: boolean;
  /** A video shows its captions itself; audio shows the current one as text (`cueText`). */
  isVideo: boolean;
};

/** A cue's words as text: its markup and character references (`&amp;`) read as a browser would show them. */
function cueWords(cue: TextTrackCue): string {
  const vtt = cue as VTTCue;
  if (typeof vtt.getCueAsHTML === 'function') return vtt.getCueAsHTML().textContent ?? '';
  return vtt.text ?? '';
}

/** The words of the cues active now. */
export function activeWords(track: TextTrack): string {
  return (track.activeCues ? Array.from(track.activeCues) : []).map(cueWords).join(' ');
}

/** jsdom and old browsers have no TextTrack: the toggle still works, the media simply shows nothing. */
export function textTrackOf(element: HTMLTrackElement | null | undefined): TextTrack | undefined {
  return element?.track ?? undefined;
}

function setTrackMode(track: TextTrack, mode: TextTrackMode) {
  track.mode = mode;
}

/**
 * Captions for a media element through its `<track>`: whether they are on, the viewer's toggle, and (for
 * audio) the words being said now. The track's mode follows the toggle: `showing` on a video, `hidden` on
 * audio (the cues still change, and the words are shown under the player), `disabled` when off.
 */
export function useCaptions(
  mediaRef: RefObject<HTMLMediaElement | null>,
  trackRef: RefObject<HTMLTrackElement | null>,
  { captionsUrl, hasSound, isVideo }: CaptionsOptions,
) {
  const hasCaptions = Boolean(captionsUrl);
  const [isOn, setIsOn] = useState(hasCaptions && !hasSound);
  const [cueText, setCueText] = useState('');
  const hasChosen = useRef(false);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !hasCaptions) return undefined;
    const onVolume = () => {
      if (!hasChosen.current && (media.muted || media.volume === 0)) setIsOn(true);
    };
    media.addEventListener('volumechange', onVolume);
    return () => media.removeEventListener('volumechange', onVolume);
  }, [mediaRef, hasCaptions]);

  useEffect(() => {
    const track = textTrackOf(trackRef.current);
    if (!track) return undefined;
    setTrackMode(track, isOn ? (isVideo ? 'showing' : 'hidden') : 'disabled');
    if (!isOn || isVideo) return undefined;
    // A track switched on fires cuechange as its cues load, so the first words arrive by the event too.
    const onCueChange = () => setCueText(activeWords(track));
    track.addEventListener('cuechange', onCueChange);
    return () => track.removeEventListener('cuechange', onCueChange);
  }, [trackRef, isOn, isVideo, captionsUrl]);

  const toggle = () => {
    hasChosen.current = true;
    setIsOn((on) => !on);
  };
  return { hasCaptions, isOn, toggle, cueText: isOn && !isVideo ? cueText : '' };
}

/**
 * An answer's captions in a player, by one rule for every answer player: a video answer without an audio
 * address has no sound to hear, so its captions start on. The hook's state and the `<track>` to render.
 */
export function useAnswerCaptions(
  mediaRef: RefObject<HTMLMediaElement | null>,
  response: {
    captionsUrl?: string | null | undefined;
    audioUrl: string | null;
    videoUrl: string | null;
    transcription: { language?: string | null | undefined };
  },
  /** The track's name in the reader's language (the recruiter's players pass their catalogue's). */
  label = CAPTIONS_LABEL,
) {
  const trackRef = useRef<HTMLTrackElement>(null);
  const captions = useCaptions(mediaRef, trackRef, {
    captionsUrl: response.captionsUrl,
    hasSound: response.audioUrl !== null,
    isVideo: response.videoUrl !== null,
  });
  const track = response.captionsUrl ? (
    <CaptionTrack
      src={response.captionsUrl}
      language={response.transcription.language}
      isOn={captions.isOn}
      trackRef={trackRef}
      label={label}
    />
  ) : null;
  return { ...captions, track };
}

/**
 * The `<track>` of a player's captions; `default` so a browser shows it before any script runs. Its
 * `srclang` is the language the transcript was made in (a screen reader and the browser's caption menu
 * use it); an unknown language is left out rather than guessed.
 */
export function CaptionTrack({
  src,
  language,
  isOn,
  trackRef,
  label = CAPTIONS_LABEL,
}: {
  src: string;
  /** BCP 47, from the transcript; null or absent when the server did not say. */
  language?: string | null | undefined;
  isOn: boolean;
  trackRef: RefObject<HTMLTrackElement | null>;
  label?: string;
}) {
  return (
    <track
      ref={trackRef}
      kind="captions"
      src={src}
      srcLang={language || undefined}
      label={label}
      default={isOn}
    />
  );
}

/** The CC button: a toggle (aria-pressed) named "Automatic captions", reachable and pressed by keyboard. */
export function CaptionsToggle({
  isOn,
  onToggle,
  className = '',
  label = CAPTIONS_LABEL,
  hint = CAPTIONS_HINT,
}: {
  isOn: boolean;
  onToggle: () => void;
  /** The surrounding buttons' own class, so the toggle matches them in size. */
  className?: string;
  /** The name and tooltip in the reader's language (the applicant's page passes its catalogue's). */
  label?: string;
  hint?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm captions-toggle ${isOn ? 'btn-secondary' : 'btn-outline-secondary'} ${className}`}
      aria-pressed={isOn}
      aria-label={label}
      title={hint}
      onClick={onToggle}
    >
      <span aria-hidden="true">CC</span>
    </button>
  );
}

/** The words being said, under an audio player while captions are on (a video shows them itself). */
export function CaptionLine({
  text,
  className,
  label = CAPTIONS_LABEL,
}: {
  text: string;
  className?: string;
  label?: string;
}) {
  return (
    <div role="group" aria-label={label} className={`caption-line ${className ?? ''}`}>
      {text || '\u00a0'}
    </div>
  );
}
