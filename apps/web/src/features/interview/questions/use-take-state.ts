import { useCallback, useEffect, useReducer, useState } from 'react';
import type { UploadState } from '../recording/recording-channel';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import { answerReducer, initialAnswerState, type AnswerLimits } from './answer-machine';
import type { InterviewQuestion } from './use-interview-session';

/**
 * What the screen shows of the take on the question: its phase, tries and clock (answer-machine), the
 * 3-2-1 count-in, the recorded take's local URL, the upload progress and the control that started it. A
 * new question starts from a fresh take with the server's count of tries.
 */
export function useTakeState(question: InterviewQuestion | undefined, limits: AnswerLimits) {
  const [answer, dispatch] = useReducer(answerReducer, undefined, () =>
    initialAnswerState(question?.attemptsLeft ?? limits.triesPerQuestion, limits),
  );
  const [takeUrl, setTakeUrl] = useState<string | undefined>(undefined);
  const [upload, setUpload] = useState<UploadState | undefined>(undefined);
  const [startedBy, setStartedBy] = useState<'start' | 'rerecord'>('start');
  const [countIn, setCountIn] = useState<number | undefined>(undefined);

  // Adjusted while rendering, so no frame shows the new question with the old take.
  const [takeQuestionId, setTakeQuestionId] = useState(question?.questionId);
  if (takeQuestionId !== question?.questionId) {
    setTakeQuestionId(question?.questionId);
    dispatch({ type: 'questionStarted', triesLeft: question?.attemptsLeft ?? limits.triesPerQuestion });
    setUpload(undefined);
    setTakeUrl(undefined);
    setCountIn(undefined);
  }

  const replaceTake = useCallback((url: string | undefined) => setTakeUrl(url), []);

  // A take's URL is revoked once the screen no longer shows it (after the commit that removed its player):
  // revoked earlier, the player still on screen fails to read it and reports "Unable to play recording".
  useEffect(
    () => () => {
      if (takeUrl) URL.revokeObjectURL(takeUrl);
    },
    [takeUrl],
  );

  // The 1 s tick while recording; elapsed time comes from the clock, so a late tick cannot drift.
  useEffect(() => {
    if (answer.phase !== 'recording') return undefined;
    const interval = setInterval(() => dispatch({ type: 'tick', at: Date.now() }), UI_LIMITS.timerTickMs);
    return () => clearInterval(interval);
  }, [answer.phase]);

  return {
    answer,
    dispatch,
    takeUrl,
    replaceTake,
    upload,
    setUpload,
    startedBy,
    setStartedBy,
    countIn,
    setCountIn,
  };
}
