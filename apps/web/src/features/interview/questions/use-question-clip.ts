import { useCallback, useEffect, useRef, useState } from 'react';
import { logClientError, questionClipUrl } from '../api/applicant-api';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
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

  return { hasClip: Boolean(ttsPath), isMuted, stop, replay, toggleMute };
}
