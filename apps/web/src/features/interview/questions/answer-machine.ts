import { LIMITS } from '@vi/contracts';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';

/**
 * The per-question state of spec §4 as a pure reducer: idle → starting → recording → stopping →
 * stopped (Rerecord / Submit) → submitting → next question. Time is passed in by the caller's clock,
 * so elapsed time, the countdown and the auto-stop can be tested without waiting.
 */
export type AnswerPhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'stopped' | 'submitting';

export interface AnswerState {
  phase: AnswerPhase;
  triesLeft: number;
  /** The server's count after the current attempt (metadata_received.attemptsLeft); it wins when lower. */
  serverTriesLeft: number | undefined;
  startedAt: number | undefined;
  elapsedSeconds: number;
  hasRecording: boolean;
}

export type AnswerAction =
  | { type: 'questionStarted'; triesLeft: number }
  | { type: 'startRequested' }
  | { type: 'startFailed' }
  | { type: 'recordingStarted'; at: number; serverTriesLeft?: number }
  | { type: 'tick'; at: number }
  | { type: 'stopRequested' }
  | { type: 'stopped' }
  /** The take ended without a usable recording (device removed, server refused it mid-stream). */
  | { type: 'recordingLost' }
  | { type: 'submitRequested' }
  /** `isTakeLost`: the server refused the recording itself (e.g. empty), so there is nothing to resend. */
  | { type: 'submitFailed'; isTakeLost?: boolean };

export function initialAnswerState(triesLeft: number = LIMITS.triesPerQuestion): AnswerState {
  return {
    phase: 'idle',
    triesLeft: clampTries(triesLeft),
    serverTriesLeft: undefined,
    startedAt: undefined,
    elapsedSeconds: 0,
    hasRecording: false,
  };
}

function clampTries(tries: number): number {
  return Math.max(0, Math.min(LIMITS.triesPerQuestion, Math.floor(tries)));
}

function triesAfterStop(state: AnswerState): number {
  const local = state.triesLeft - 1;
  return clampTries(state.serverTriesLeft === undefined ? local : Math.min(local, state.serverTriesLeft));
}

export function answerReducer(state: AnswerState, action: AnswerAction): AnswerState {
  switch (action.type) {
    case 'questionStarted':
      return initialAnswerState(action.triesLeft);
    case 'startRequested':
      // Start from idle, Rerecord from stopped; Rerecord throws the previous take away.
      if ((state.phase !== 'idle' && state.phase !== 'stopped') || state.triesLeft <= 0) return state;
      return { ...state, phase: 'starting', hasRecording: false, elapsedSeconds: 0, startedAt: undefined };
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
      return { ...state, phase: 'stopped', hasRecording: true, triesLeft: triesAfterStop(state) };
    case 'recordingLost':
      // A stopped take already paid its try; it is only gone.
      if (state.phase === 'stopped') return { ...state, phase: 'idle', hasRecording: false };
      if (state.phase !== 'recording' && state.phase !== 'stopping') return state;
      return { ...state, phase: 'idle', hasRecording: false, triesLeft: triesAfterStop(state) };
    case 'submitRequested':
      return state.phase === 'stopped' && state.hasRecording ? { ...state, phase: 'submitting' } : state;
    case 'submitFailed':
      if (state.phase !== 'submitting') return state;
      return action.isTakeLost
        ? { ...state, phase: 'idle', hasRecording: false }
        : { ...state, phase: 'stopped' };
  }
}

/** Seconds left to record, shown once 90 s have passed (spec §4); undefined before that. */
export function countdownSeconds(state: AnswerState): number | undefined {
  if (state.phase !== 'recording' || state.elapsedSeconds < UI_LIMITS.countdownFromSeconds) return undefined;
  return Math.max(0, LIMITS.maxAnswerSeconds - state.elapsedSeconds);
}

export function shouldAutoStop(state: AnswerState): boolean {
  return state.phase === 'recording' && state.elapsedSeconds >= LIMITS.maxAnswerSeconds;
}

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function triesLabel(triesLeft: number): string {
  // The spec's wording, "N tries left", for every N (including 1).
  return `${triesLeft} tries left`;
}
