import { useCallback, useEffect, useRef, useState } from 'react';
import { ttsCaptionsPath } from '@vi/contracts';
import { activeWords, CAPTIONS_LABEL, textTrackOf } from '../../../shared/ui/captions';
import { logClientError, questionClipUrl } from '../api/applicant-api';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The clip's captions (the question text, served beside the clip as WebVTT) as a hidden track of the
 * clip: its cue changes give the words being read. The element is never in the page, so a browser
 * would not draw them anyway; the question screen shows them as text.
 */
function attachCaptions(audio: HTMLAudioElement, ttsPath: string, onCue: (text: string) => void) {
  const element = document.createElement('track');
  element.kind = 'captions';
  element.label = CAPTIONS_LABEL;
  element.src = questionClipUrl(ttsCaptionsPath(ttsPath));
  audio.appendChild(element);
  const track = textTrackOf(element);
  if (!track) return;
  track.mode = 'hidden';
  track.addEventListener('cuechange', () => onCue(activeWords(track)));
}

/**
 * Spec §4: on question change the previous text-to-speech clip stops and the new one plays by itself.
 * The applicant can replay it and mute it (the mute carries over to the next questions). A clip that
 * cannot play is logged, never shown: the question is on screen anyway.
 */
export function useQuestionClip(ttsPath: string | undefined, applicantGuid: string | undefined) {
  const audioRef = useRef<HTMLAudioElement | undefined>(undefined);
  const [isMuted, setIsMuted] = useState(false);
  const isMutedRef = useRef(isMuted);
  // Off by default: the question is on screen as text. The choice carries over, as the mute does.
  const [isCaptionsOn, setIsCaptionsOn] = useState(false);
  // The words of the clip now playing, kept with its path so a new question starts with none.
  const [caption, setCaption] = useState({ path: '', text: '' });

  const play = useCallback(
    (audio: HTMLAudioElement) => {
      audio.play().catch((error: unknown) => {
        // Aborted by the next question or by Start Recording: not a failure.
        if (isAbort(error)) return;
        void logClientError('QuestionClip', 'Question clip failed to play', String(error), applicantGuid);
      });
    },
    [applicantGuid],
  );

  useEffect(() => {
    if (!ttsPath) return undefined;
    const audio = new Audio(questionClipUrl(ttsPath));
    audio.muted = isMutedRef.current;
    attachCaptions(audio, ttsPath, (text) => setCaption({ path: ttsPath, text }));
    audioRef.current = audio;
    play(audio);
    return () => {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      if (audioRef.current === audio) audioRef.current = undefined;
    };
  }, [ttsPath, play]);

  const stop = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const replay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    play(audio);
  }, [play]);

  const toggleMute = useCallback(() => {
    const muted = !isMutedRef.current;
    isMutedRef.current = muted;
    setIsMuted(muted);
    if (audioRef.current) audioRef.current.muted = muted;
  }, []);

  const toggleCaptions = useCallback(() => setIsCaptionsOn((on) => !on), []);

  return {
    hasClip: Boolean(ttsPath),
    isMuted,
    stop,
    replay,
    toggleMute,
    isCaptionsOn,
    toggleCaptions,
    caption: caption.path === ttsPath ? caption.text : '',
  };
}
