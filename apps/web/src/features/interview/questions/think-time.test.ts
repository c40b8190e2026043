import { describe, expect, it } from 'vitest';
import { THINK_OFF, thinkReducer, thinkTimeApplies, type ThinkAction, type ThinkState } from './think-time';

const T0 = 5_000_000;

function run(state: ThinkState, ...actions: ThinkAction[]): ThinkState {
  return actions.reduce(thinkReducer, state);
}

describe('thinkTimeApplies', () => {
  const base = { thinkTimeSeconds: 30, attemptsLeft: 3, triesPerQuestion: 3, hasTakeOnScreen: false };

  it('applies before the first take of a question', () => {
    expect(thinkTimeApplies(base)).toBe(true);
  });

  it("does not apply without think time (the spec's behaviour)", () => {
    expect(thinkTimeApplies({ ...base, thinkTimeSeconds: 0 })).toBe(false);
  });

  it('does not apply once a try of the question was used (a reload after a take)', () => {
    expect(thinkTimeApplies({ ...base, attemptsLeft: 2 })).toBe(false);
    expect(thinkTimeApplies({ ...base, attemptsLeft: 0 })).toBe(false);
  });

  it('does not apply when a take is on screen (offered back after a reload)', () => {
    expect(thinkTimeApplies({ ...base, hasTakeOnScreen: true })).toBe(false);
  });

  it("counts against the applicant's own tries (extra tries included)", () => {
    expect(thinkTimeApplies({ ...base, attemptsLeft: 5, triesPerQuestion: 5 })).toBe(true);
  });
});

describe('thinkReducer', () => {
  const shown: ThinkAction = { type: 'questionShown', thinkTimeSeconds: 30, applies: true, at: T0 };

  it('counts down on the clock and ends by itself', () => {
    const thinking = run(THINK_OFF, shown);
    expect(thinking).toEqual({ status: 'thinking', endsAt: T0 + 30_000, secondsLeft: 30 });
    expect(run(thinking, { type: 'tick', at: T0 + 400 })).toBe(thinking);
    expect(run(thinking, { type: 'tick', at: T0 + 5_000 })).toMatchObject({ secondsLeft: 25 });
    expect(run(thinking, { type: 'tick', at: T0 + 29_001 })).toMatchObject({ secondsLeft: 1 });
    expect(run(thinking, { type: 'tick', at: T0 + 30_000 })).toEqual({ status: 'done', isSkipped: false });
  });

  it('"Start now" skips it', () => {
    expect(run(THINK_OFF, shown, { type: 'skip' })).toEqual({ status: 'done', isSkipped: true });
  });

  it('ends once: a finished think time ignores ticks and skips', () => {
    const done = run(THINK_OFF, shown, { type: 'tick', at: T0 + 31_000 });
    expect(run(done, { type: 'tick', at: T0 + 40_000 }, { type: 'skip' })).toBe(done);
  });

  it('is off when it does not apply or is 0', () => {
    expect(run(THINK_OFF, { ...shown, applies: false })).toEqual(THINK_OFF);
    expect(run(THINK_OFF, { ...shown, thinkTimeSeconds: 0 })).toEqual(THINK_OFF);
  });

  it('a take started another way cancels it without starting one', () => {
    expect(run(THINK_OFF, shown, { type: 'cancel' })).toEqual(THINK_OFF);
  });

  it('starts afresh on the next question', () => {
    const done = run(THINK_OFF, shown, { type: 'skip' });
    expect(run(done, { ...shown, at: T0 + 60_000 })).toMatchObject({ status: 'thinking', secondsLeft: 30 });
  });
});
