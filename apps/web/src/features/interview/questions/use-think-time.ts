import { useEffect, useEffectEvent, useReducer } from 'react';
import { THINK_OFF, thinkReducer } from './think-time';

/** How often the think countdown reads the clock; the shown value changes once a second. */
const THINK_TICK_MS = 250;

/**
 * The think time of the question on screen (think-time.ts): decided once the question is shown and
 * `isReady` (the check for a take kept over a reload is done), counted on the clock, and `onDone` called
 * once when it runs out or is skipped.
 */
export function useThinkTime(options: {
  questionId: string | undefined;
  isReady: boolean;
  thinkTimeSeconds: number;
  applies: () => boolean;
  onDone: () => void;
}) {
  const { questionId, isReady, thinkTimeSeconds } = options;
  const [think, dispatch] = useReducer(thinkReducer, THINK_OFF);
  const applies = useEffectEvent(options.applies);
  const done = useEffectEvent(options.onDone);

  useEffect(() => {
    if (questionId === undefined || !isReady) {
      dispatch({ type: 'cancel' });
      return;
    }
    dispatch({ type: 'questionShown', thinkTimeSeconds, applies: applies(), at: Date.now() });
  }, [questionId, isReady, thinkTimeSeconds]);

  const isThinking = think.status === 'thinking';
  useEffect(() => {
    if (!isThinking) return undefined;
    const interval = setInterval(() => dispatch({ type: 'tick', at: Date.now() }), THINK_TICK_MS);
    return () => clearInterval(interval);
  }, [isThinking]);

  useEffect(() => {
    if (think.status === 'done') done();
  }, [think]);

  return {
    secondsLeft: think.status === 'thinking' ? think.secondsLeft : undefined,
    skip: () => dispatch({ type: 'skip' }),
    cancel: () => dispatch({ type: 'cancel' }),
  };
}
