/**
 * Think time (docs/decisions/0015-interview-settings-and-accommodations.md): with the questionnaire's thinkTimeSeconds above 0, a question is shown with a
 * visible countdown before its first take; "Start now" skips it and recording starts by itself when it
 * ends. It applies before the first take of a question only: not before a Rerecord, not when a try of the
 * question was already used (a reload after a take), not when a take is offered back.
 */
export type ThinkState =
  | { status: 'off' }
  | { status: 'thinking'; endsAt: number; secondsLeft: number }
  /** Over (elapsed or skipped): the take starts. */
  | { status: 'done'; isSkipped: boolean };

export type ThinkAction =
  | { type: 'questionShown'; thinkTimeSeconds: number; applies: boolean; at: number }
  | { type: 'tick'; at: number }
  | { type: 'skip' }
  /** The take started some other way (Start Recording): the think time has nothing left to do. */
  | { type: 'cancel' };

export const THINK_OFF: ThinkState = { status: 'off' };

export function thinkTimeApplies(options: {
  thinkTimeSeconds: number;
  attemptsLeft: number;
  triesPerQuestion: number;
  hasTakeOnScreen: boolean;
}): boolean {
  const { thinkTimeSeconds, attemptsLeft, triesPerQuestion, hasTakeOnScreen } = options;
  return thinkTimeSeconds > 0 && attemptsLeft > 0 && attemptsLeft >= triesPerQuestion && !hasTakeOnScreen;
}

export function thinkReducer(state: ThinkState, action: ThinkAction): ThinkState {
  switch (action.type) {
    case 'questionShown':
      if (!action.applies || action.thinkTimeSeconds <= 0) return THINK_OFF;
      return {
        status: 'thinking',
        endsAt: action.at + action.thinkTimeSeconds * 1000,
        secondsLeft: action.thinkTimeSeconds,
      };
    case 'tick': {
      if (state.status !== 'thinking') return state;
      const secondsLeft = Math.max(0, Math.ceil((state.endsAt - action.at) / 1000));
      if (secondsLeft === 0) return { status: 'done', isSkipped: false };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'skip':
      return state.status === 'thinking' ? { status: 'done', isSkipped: true } : state;
    case 'cancel':
      return state.status === 'thinking' ? THINK_OFF : state;
  }
}
