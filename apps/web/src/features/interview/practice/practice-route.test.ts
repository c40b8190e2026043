import { describe, expect, it } from 'vitest';
import { answerKindFor, decidePractice, questionRouteFor } from './practice-route';

function progress(overrides: Partial<Parameters<typeof decidePractice>[0]> = {}) {
  return {
    status: 'Incomplete' as const,
    practiceQuestion: true,
    answerTimeSeconds: 150,
    questions: [
      { questionId: 'q1', questionText: 'Why us?', answered: false, attemptsUsed: 0, attemptsLeft: 3 },
      { questionId: 'q2', questionText: 'Why you?', answered: false, attemptsUsed: 0, attemptsLeft: 3 },
    ],
    ...overrides,
  };
}

describe('questionRouteFor and answerKindFor', () => {
  it('opens the route Start would have opened: video or audio questions', () => {
    expect(questionRouteFor(answerKindFor('Video', false))).toBe('/interview/questions');
    expect(questionRouteFor(answerKindFor('Audio', false))).toBe('/interview/questions/audio');
  });

  it('records audio only on a video questionnaire when the applicant chose it', () => {
    expect(answerKindFor('Video', true)).toBe('audio');
    expect(answerKindFor('Audio', true)).toBe('audio');
  });
});

describe('decidePractice', () => {
  it('practises with the applicant’s own answer time when the questionnaire has a practice question', () => {
    expect(decidePractice(progress())).toEqual({ action: 'practice', answerTimeSeconds: 150 });
  });

  it('goes straight on to the questions when the recruiter switched it off', () => {
    expect(decidePractice(progress({ practiceQuestion: false }))).toEqual({ action: 'questions' });
  });

  it('does not come back once a real question has a take or an answer', () => {
    const [first, second] = progress().questions;
    expect(
      decidePractice(progress({ questions: [{ ...first!, attemptsUsed: 1, attemptsLeft: 2 }, second!] })),
    ).toEqual({ action: 'questions' });
    expect(decidePractice(progress({ questions: [{ ...first!, answered: true }, second!] }))).toEqual({
      action: 'questions',
    });
  });

  it('sends a completed interview away', () => {
    expect(decidePractice(progress({ status: 'Completed' }))).toEqual({ action: 'completed' });
  });
});
