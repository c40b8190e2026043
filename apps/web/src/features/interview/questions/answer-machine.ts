import { INTERVIEW_SETTINGS_DEFAULTS, countdownFromSeconds } from '@vi/contracts';

/**
 * The per-question state of spec §4 as a pure reducer: idle → starting (the 3-2-1 count-in) → recording →
 * stopping → stopped (Rerecord / Submit) → submitting → next question. Time is passed in by the caller's
 * clock, so elapsed time, the countdown and the auto-stop can be tested without waiting. The limits are
 * this applicant's (initialize: the questionnaire's settings after accommodations); omitted, the spec's.
 */
export type AnswerPhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'stopped' | 'submitting';

export interface AnswerLimits {
  answerTimeSeconds: number;
  triesPerQuestion: number;
}

export const SPEC_ANSWER_LIMITS: AnswerLimits = {
  answerTimeSeconds: INTERVIEW_SETTINGS_DEFAULTS.answerTimeSeconds,
  triesPerQuestion: INTERVIEW_SETTINGS_DEFAULTS.triesPerQuestion,
};

export interface AnswerState {
  phase: AnswerPhase;
  limits: AnswerLimits;
  triesLeft: number;
  /** The server's count after the current attempt (metadata_received.attemptsLeft); it wins when lower. */
  serverTriesLeft: number | undefined;
  startedAt: number | undefined;
  elapsedSeconds: number;
  hasRecording: boolean;
  /** The last take was stopped by the answer-time limit, not by the applicant. */
  isTimeUp: boolean;
  /** The take on screen was recorded before a reload (its try is already counted by the server). */
  isRecovered: boolean;
}

export type AnswerAction =
  | { type: 'questionStarted'; triesLeft: number }
  | { type: 'startRequested' }
  | { type: 'startFailed' }
  | { type: 'recordingStarted'; at: number; serverTriesLeft?: number }
  | { type: 'tick'; at: number }
  | { type: 'stopRequested' }
  | { type: 'stopped'; isTimeUp?: boolean }
  /** The take ended without a usable recording (device removed, server refused it mid-stream). */
  | { type: 'recordingLost' }
  /** A take found after a reload: stopped, kept, its try already counted in `triesLeft`. */
  | { type: 'takeRecovered'; elapsedSeconds: number }
  | { type: 'submitRequested' }
  /** `isTakeLost`: the server refused the recording itself (e.g. empty), so there is nothing to resend. */
  | { type: 'submitFailed'; isTakeLost?: boolean };

export function initialAnswerState(
  triesLeft: number = SPEC_ANSWER_LIMITS.triesPerQuestion,
  limits: AnswerLimits = SPEC_ANSWER_LIMITS,
): AnswerState {
  return {
    phase: 'idle',
    limits,
    triesLeft: clampTries(triesLeft, limits),
    serverTriesLeft: undefined,
    startedAt: undefined,
    elapsedSeconds: 0,
    hasRecording: false,
    isTimeUp: false,
    isRecovered: false,
  };
}

function clampTries(tries: number, limits: AnswerLimits): number {
  return Math.max(0, Math.min(limits.triesPerQuestion, Math.floor(tries)));
}

function triesAfterStop(state: AnswerState): number {
  const local = state.triesLeft - 1;
  const tries = state.serverTriesLeft === undefined ? local : Math.min(local, state.serverTriesLeft);
  return clampTries(tries, state.limits);
}

export function answerReducer(state: AnswerState, action: AnswerAction): AnswerState {
  switch (action.type) {
    case 'questionStarted':
      return initialAnswerState(action.triesLeft, state.limits);
    case 'startRequested':
      // Start from idle, Rerecord from stopped; Rerecord throws the previous take away.
      if ((state.phase !== 'idle' && state.phase !== 'stopped') || state.triesLeft <= 0) return state;
      return {
        ...state,
        phase: 'starting',
        hasRecording: false,
        elapsedSeconds: 0,
        startedAt: undefined,
        isTimeUp: false,
        isRecovered: false,
      };
    case 'startFailed':
      return state.phase === 'starting' ? { ...state, phase: 'idle' } : state;
    case 'recordingStarted':
      if (state.phase !== 'starting') return state;
      return {
        ...state,
        phase: 'recording',
        startedAt: action.at,
        elapsedSeconds: 0,
        serverTriesLeft: action.serverTriesLeft,
      };
    case 'tick':
      if (state.phase !== 'recording' || state.startedAt === undefined) return state;
      return { ...state, elapsedSeconds: Math.max(0, Math.floor((action.at - state.startedAt) / 1000)) };
    case 'stopRequested':
      return state.phase === 'recording' ? { ...state, phase: 'stopping' } : state;
    case 'stopped':
      if (state.phase !== 'stopping' && state.phase !== 'recording') return state;
      return {
        ...state,
        phase: 'stopped',
        hasRecording: true,
        triesLeft: triesAfterStop(state),
        isTimeUp: action.isTimeUp === true,
      };
    case 'recordingLost':
      // A stopped take already paid its try; it is only gone.
      if (state.phase === 'stopped') return { ...state, phase: 'idle', hasRecording: false };
      if (state.phase !== 'recording' && state.phase !== 'stopping') return state;
      return { ...state, phase: 'idle', hasRecording: false, triesLeft: triesAfterStop(state) };
    case 'takeRecovered':
      if (state.phase !== 'idle') return state;
      return {
        ...state,
        phase: 'stopped',
        hasRecording: true,
        isRecovered: true,
        elapsedSeconds: action.elapsedSeconds,
      };
    case 'submitRequested':
      return state.phase === 'stopped' && state.hasRecording ? { ...state, phase: 'submitting' } : state;
    case 'submitFailed':
      if (state.phase !== 'submitting') return state;
      return action.isTakeLost
        ? { ...state, phase: 'idle', hasRecording: false, isRecovered: false }
        : { ...state, phase: 'stopped' };
  }
}

/**
 * Seconds left to record, shown once 75 % of the answer time has passed (spec §4: 90 of 120 s);
 * undefined before that.
 */
export function countdownSeconds(state: AnswerState): number | undefined {
  const { answerTimeSeconds } = state.limits;
  if (state.phase !== 'recording' || state.elapsedSeconds < countdownFromSeconds(answerTimeSeconds)) {
    return undefined;
  }
  return Math.max(0, answerTimeSeconds - state.elapsedSeconds);
}

export function shouldAutoStop(state: AnswerState): boolean {
  return state.phase === 'recording' && state.elapsedSeconds >= state.limits.answerTimeSeconds;
}
