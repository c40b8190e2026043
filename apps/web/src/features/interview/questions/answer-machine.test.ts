import { describe, expect, it } from 'vitest';
import {
  answerReducer,
  countdownSeconds,
  initialAnswerState,
  shouldAutoStop,
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
});

describe('limits of this applicant', () => {
  const limits = { answerTimeSeconds: 60, triesPerQuestion: 5 };

  function recordingFor(ms: number, state = initialAnswerState(5, limits)): AnswerState {
    return run(
      state,
      { type: 'startRequested' },
      { type: 'recordingStarted', at: T0 },
      { type: 'tick', at: T0 + ms },
    );
  }

  it("clamps tries to the applicant's tries per question, not the spec's 3", () => {
    expect(initialAnswerState(5, limits).triesLeft).toBe(5);
    expect(initialAnswerState(9, limits).triesLeft).toBe(5);
    expect(recordedTake(initialAnswerState(5, limits)).triesLeft).toBe(4);
  });

  it('shows the countdown from 75 % of the answer time and stops at the answer time', () => {
    expect(countdownSeconds(recordingFor(44_999))).toBeUndefined();
    expect(countdownSeconds(recordingFor(45_000))).toBe(15);
    expect(shouldAutoStop(recordingFor(59_999))).toBe(false);
    expect(shouldAutoStop(recordingFor(60_000))).toBe(true);
  });

  it('says when the limit stopped the take, until the next take', () => {
    const due = recordingFor(60_000);
    const stopped = run(due, { type: 'stopRequested' }, { type: 'stopped', isTimeUp: true });
    expect(stopped).toMatchObject({ phase: 'stopped', isTimeUp: true, triesLeft: 4 });
    expect(run(stopped, { type: 'startRequested' }).isTimeUp).toBe(false);
    expect(recordedTake(initialAnswerState(5, limits)).isTimeUp).toBe(false);
  });

  it('a new question keeps the limits', () => {
    const stopped = recordedTake(initialAnswerState(5, limits));
    expect(run(stopped, { type: 'questionStarted', triesLeft: 5 })).toEqual(initialAnswerState(5, limits));
  });
});

describe('a take recovered after a reload', () => {
  it('is stopped and kept, its try already counted by the server', () => {
    const state = run(initialAnswerState(2), { type: 'takeRecovered', elapsedSeconds: 7 });
    expect(state).toMatchObject({
      phase: 'stopped',
      hasRecording: true,
      isRecovered: true,
      triesLeft: 2,
      elapsedSeconds: 7,
    });
    expect(run(state, { type: 'submitRequested' }).phase).toBe('submitting');
  });

  it('is only offered on an idle question', () => {
    const recording = run(initialAnswerState(), { type: 'startRequested' });
    expect(run(recording, { type: 'takeRecovered', elapsedSeconds: 3 })).toBe(recording);
  });

  it('Rerecord replaces it with a new attempt', () => {
    const recovered = run(initialAnswerState(2), { type: 'takeRecovered', elapsedSeconds: 7 });
    const again = recordedTake(recovered);
    expect(again).toMatchObject({ isRecovered: false, triesLeft: 1, hasRecording: true });
  });

  it('a resume the server refuses loses it', () => {
    const recovered = run(initialAnswerState(2), { type: 'takeRecovered', elapsedSeconds: 7 });
    const submitting = run(recovered, { type: 'submitRequested' });
    expect(run(submitting, { type: 'submitFailed', isTakeLost: true })).toMatchObject({
      phase: 'idle',
      hasRecording: false,
      isRecovered: false,
      triesLeft: 2,
    });
  });
});
