import { useCallback, useEffect, useRef, useState } from 'react';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import { startAnswerRecorder, type AnswerRecorder } from '../recording/answer-recorder';
import type { AnswerKind } from '../recording/recording-channel';
import { COUNT_IN_SECONDS } from '../questions/answer-time';
import { startCountIn, type CountIn } from '../questions/count-in';
import { PRACTICE_TEXTS } from './texts';

export type PracticePhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'recorded';

type PracticeTakeOptions = {
  kind: AnswerKind;
  answerTimeSeconds: number;
  /** The stream to record (opened, blurred); rejects when the devices cannot be opened. */
  recordingStream: () => Promise<MediaStream>;
  onError: (message: string) => void;
  /** The 3-2-1 before the take records, as before a real one (tests shorten it). */
  countInSeconds?: number;
};

/**
 * One practice take at a time, recorded in the browser only: MediaRecorder as for a real take, but no
 * recording channel, no tries and nothing sent; the take lives as a Blob URL until the next one or until
 * the page goes. Like a real take it counts 3-2-1 before recording, and stops by itself at the
 * applicant's answer time: practice is for getting used to exactly that.
 */
export function usePracticeTake(options: PracticeTakeOptions) {
  const { kind, answerTimeSeconds, recordingStream, onError } = options;
  const countInSeconds = options.countInSeconds ?? COUNT_IN_SECONDS;
  const [phase, setPhase] = useState<PracticePhase>('idle');
  const [countIn, setCountIn] = useState<number | undefined>(undefined);
  const countInRef = useRef<CountIn | undefined>(undefined);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [takeUrl, setTakeUrl] = useState<string | undefined>(undefined);
  const recorderRef = useRef<AnswerRecorder | undefined>(undefined);
  const urlRef = useRef<string | undefined>(undefined);
  const isActiveRef = useRef(true);
  const phaseRef = useRef<PracticePhase>('idle');

  const moveTo = useCallback((next: PracticePhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const dropTake = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = undefined;
    setTakeUrl(undefined);
  }, []);

  const stop = useCallback(async (): Promise<void> => {
    const recorder = recorderRef.current;
    if (!recorder) return;
    recorderRef.current = undefined;
    moveTo('stopping');
    const take = await recorder.stop();
    if (!isActiveRef.current) return;
    const url = URL.createObjectURL(take);
    urlRef.current = url;
    setTakeUrl(url);
    moveTo('recorded');
  }, [moveTo]);

  const start = useCallback(async (): Promise<void> => {
    if (phaseRef.current !== 'idle' && phaseRef.current !== 'recorded') return;
    dropTake();
    moveTo('starting');
    // The count runs while the devices open (as before a real take), not after.
    const count = startCountIn(setCountIn, countInSeconds);
    countInRef.current = count;
    try {
      const stream = await recordingStream();
      if (!isActiveRef.current) return;
      if (!(await count.done) || !isActiveRef.current) {
        if (isActiveRef.current) moveTo('idle');
        return;
      }
      recorderRef.current = startAnswerRecorder(
        stream,
        kind,
        // The chunks stay in the browser: the practice take is never sent.
        () => undefined,
        () => {
          onError(PRACTICE_TEXTS.recordingFailed);
          void stop();
        },
      );
      setElapsedSeconds(0);
      moveTo('recording');
    } catch {
      count.cancel();
      // The media hook has already put the device's message on the page.
      if (isActiveRef.current) moveTo('idle');
    }
  }, [dropTake, moveTo, recordingStream, kind, onError, stop, countInSeconds]);

  // The clock of the take, and its stop at the answer time.
  useEffect(() => {
    if (phase !== 'recording') return undefined;
    const startedAt = Date.now();
    const tick = setInterval(() => {
      setElapsedSeconds(Math.min(answerTimeSeconds, Math.floor((Date.now() - startedAt) / 1000)));
    }, UI_LIMITS.timerTickMs);
    const limit = setTimeout(() => {
      setElapsedSeconds(answerTimeSeconds);
      void stop();
    }, answerTimeSeconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
  }, [phase, answerTimeSeconds, stop]);

  /** Ends everything before leaving: a take being recorded is thrown away, the last one's URL freed. */
  const discard = useCallback(() => {
    isActiveRef.current = false;
    countInRef.current?.cancel();
    const recorder = recorderRef.current;
    recorderRef.current = undefined;
    if (recorder) void recorder.stop();
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = undefined;
  }, []);

  useEffect(() => {
    isActiveRef.current = true;
    return discard;
  }, [discard]);

  return { phase, countIn, elapsedSeconds, takeUrl, start, stop, discard };
}
