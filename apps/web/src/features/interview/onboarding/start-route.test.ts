import { describe, expect, it } from 'vitest';
import { startRoute } from './start-route';

describe('startRoute', () => {
  it('opens the spec question route for the way the applicant answers', () => {
    expect(startRoute({ answerKind: 'video', hasPracticeQuestion: false })).toBe('/interview/questions');
    expect(startRoute({ answerKind: 'audio', hasPracticeQuestion: false })).toBe(
      '/interview/questions/audio',
    );
  });

  it('opens the practice question first when there is one, whatever the answer kind', () => {
    expect(startRoute({ answerKind: 'video', hasPracticeQuestion: true })).toBe('/interview/practice');
    expect(startRoute({ answerKind: 'audio', hasPracticeQuestion: true })).toBe('/interview/practice');
  });
});
