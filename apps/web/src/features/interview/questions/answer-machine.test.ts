import { describe, expect, it } from 'vitest';
import {
  answerReducer,
  countdownSeconds,
  formatClock,
  initialAnswerState,
  shouldAutoStop,
  triesLabel,
  type AnswerAction,
  type AnswerState,
} from './answer-machine';

function run(state: AnswerState, ...actions: AnswerAction[]): AnswerState {
  return actions.reduce(answerReducer, state);
}

const T0 = 1_000_000;

function recordedTake(state: AnswerState, seconds = 3): AnswerState {
  return run(
    state,
    { type: 'startRequested' },
    { type: 'recordingStarted', at: T0 },
    { type: 'tick', at: T0 + seconds * 1000 },
    { type: 'stopRequested' },
    { type: 'stopped' },
  );
}

describe('answerReducer', () => {
  it('starts with 3 tries and uses one per stop', () => {
    const first = recordedTake(initialAnswerState());
    expect(first).toMatchObject({ phase: 'stopped', hasRecording: true, triesLeft: 2 });
    const second = recordedTake(first);
    expect(second.triesLeft).toBe(1);
    const third = recordedTake(second);
    expect(third).toMatchObject({ triesLeft: 0, phase: 'stopped', hasRecording: true });
  });

  it('refuses to start (or Rerecord) with no tries left', () => {
    const spent = recordedTake(recordedTake(recordedTake(initialAnswerState())));
    expect(run(spent, { type: 'startRequested' })).toBe(spent);
    const none = initialAnswerState(0);
    expect(run(none, { type: 'startRequested' }).phase).toBe('idle');
  });

  it('Rerecord clears the previous take', () => {
    const stopped = recordedTake(initialAnswerState());
    const again = run(stopped, { type: 'startRequested' });
    expect(again).toMatchObject({ phase: 'starting', hasRecording: false, elapsedSeconds: 0 });
  });

  it('takes the server count of tries when it is lower', () => {
    const state = run(
      initialAnswerState(),
      { type: 'startRequested' },
      { type: 'recordingStarted', at: T0, serverTriesLeft: 0 },
      { type: 'stopped' },
    );
    expect(state.triesLeft).toBe(0);
  });

  it('resumes with the server attemptsLeft, clamped to 0..3', () => {
    expect(initialAnswerState(1).triesLeft).toBe(1);
    expect(initialAnswerState(7).triesLeft).toBe(3);
    expect(initialAnswerState(-2).triesLeft).toBe(0);
  });

  it('a failed start goes back to idle without using a try', () => {
    const state = run(initialAnswerState(), { type: 'startRequested' }, { type: 'startFailed' });
    expect(state).toMatchObject({ phase: 'idle', triesLeft: 3 });
  });

  it('a lost recording uses the try and leaves nothing to submit', () => {
    const state = run(
      initialAnswerState(),
      { type: 'startRequested' },
      { type: 'recordingStarted', at: T0 },
      { type: 'recordingLost' },
    );
    expect(state).toMatchObject({ phase: 'idle', triesLeft: 2, hasRecording: false });
    expect(run(state, { type: 'submitRequested' }).phase).toBe('idle');
  });

  it('submits only a stopped take and returns to it when the submit fails', () => {
    const stopped = recordedTake(initialAnswerState());
    const submitting = run(stopped, { type: 'submitRequested' });
    expect(submitting.phase).toBe('submitting');
    expect(run(submitting, { type: 'submitFailed' })).toMatchObject({ phase: 'stopped', hasRecording: true });
    expect(run(initialAnswerState(), { type: 'submitRequested' }).phase).toBe('idle');
  });

  it('a submit the server refuses for the take itself leaves nothing to resubmit', () => {
    const submitting = run(recordedTake(initialAnswerState()), { type: 'submitRequested' });
    expect(run(submitting, { type: 'submitFailed', isTakeLost: true })).toMatchObject({
      phase: 'idle',
      hasRecording: false,
      triesLeft: 2,
    });
  });

  it('a new question resets tries and the take', () => {
    const stopped = recordedTake(initialAnswerState());
    expect(run(stopped, { type: 'questionStarted', triesLeft: 3 })).toEqual(initialAnswerState());
  });
});

describe('timer', () => {
  function recordingFor(ms: number): AnswerState {
    return run(
      initialAnswerState(),
      { type: 'startRequested' },
      { type: 'recordingStarted', at: T0 },
      { type: 'tick', at: T0 + ms },
    );
  }

  it('shows no countdown before 90 s elapsed', () => {
    expect(countdownSeconds(recordingFor(89_999))).toBeUndefined();
  });

  it('counts down the remaining time from 90 s elapsed', () => {
    expect(countdownSeconds(recordingFor(90_000))).toBe(30);
    expect(countdownSeconds(recordingFor(119_500))).toBe(1);
  });

  it('auto-stops at 120 s, once', () => {
    expect(shouldAutoStop(recordingFor(119_999))).toBe(false);
    const due = recordingFor(120_000);
    expect(shouldAutoStop(due)).toBe(true);
    const stopping = run(due, { type: 'stopRequested' });
    expect(shouldAutoStop(stopping)).toBe(false);
    expect(run(stopping, { type: 'stopRequested' })).toBe(stopping);
  });

  it('ignores ticks when not recording', () => {
    const idle = initialAnswerState();
    expect(run(idle, { type: 'tick', at: T0 })).toBe(idle);
  });

  it.each([
    [0, '0:00'],
    [30, '0:30'],
    [9, '0:09'],
    [61, '1:01'],
  ])('formats %i s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it('labels the tries badge', () => {
    expect(triesLabel(3)).toBe('3 tries left');
    expect(triesLabel(1)).toBe('1 tries left');
    expect(triesLabel(0)).toBe('0 tries left');
  });
});
