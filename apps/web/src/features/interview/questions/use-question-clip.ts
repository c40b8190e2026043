import { useCallback, useEffect, useRef } from 'react';
import { logClientError, questionClipUrl } from '../api/applicant-api';

/**
 * Spec §4: on question change the previous text-to-speech clip stops and the new one plays by itself.
 * A clip that cannot play is logged, never shown: the question is on screen anyway.
 */
export function useQuestionClip(ttsPath: string | undefined, applicantGuid: string | undefined) {
  const audioRef = useRef<HTMLAudioElement | undefined>(undefined);

  useEffect(() => {
    if (!ttsPath) return undefined;
    const audio = new Audio(questionClipUrl(ttsPath));
    audioRef.current = audio;
    audio.play().catch((error: unknown) => {
      // Aborted by the next question or by Start Recording: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      void logClientError('QuestionClip', 'Question clip failed to play', String(error), applicantGuid);
    });
    return () => {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      if (audioRef.current === audio) audioRef.current = undefined;
    };
  }, [ttsPath, applicantGuid]);

  return useCallback(() => {
    audioRef.current?.pause();
  }, []);
}
