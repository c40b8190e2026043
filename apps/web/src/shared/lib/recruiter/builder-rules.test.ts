import { LIMITS, MESSAGES } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddQuestion,
  isDraftValid,
  moveQuestion,
  newQuestion,
  questionPrefix,
  validateQuestionnaireDraft,
} from './builder-rules';

describe('validateQuestionnaireDraft', () => {
  it('accepts a complete draft', () => {
    const errors = validateQuestionnaireDraft({
      name: 'Sales',
      contentType: 'video',
      questions: [{ text: 'Why us?' }],
    });
    expect(errors).toEqual({ questionText: {} });
    expect(isDraftValid(errors)).toBe(true);
  });

  it('reports every rule of an empty draft', () => {
    const errors = validateQuestionnaireDraft({ name: '  ', contentType: null, questions: [] });
    expect(errors).toEqual({
      name: MESSAGES.nameRequired,
      contentType: MESSAGES.answerFormatRequired,
      questions: MESSAGES.atLeastOneQuestion,
      questionText: {},
    });
    expect(isDraftValid(errors)).toBe(false);
  });

  it('flags each blank question by its index', () => {
    const errors = validateQuestionnaireDraft({
      name: 'Sales',
      contentType: 'audio',
      questions: [{ text: 'One' }, { text: '' }, { text: 'Three' }, { text: ' \t' }],
    });
    expect(errors.questionText).toEqual({
      1: MESSAGES.questionTextRequired,
      3: MESSAGES.questionTextRequired,
    });
    expect(isDraftValid(errors)).toBe(false);
  });

  it("says the spec's words (§5), which the contract's schema carries", () => {
    expect(
      validateQuestionnaireDraft({ name: '', contentType: null, questions: [{ text: 'Q' }, { text: '' }] }),
    ).toEqual({
      name: 'This field is required!',
      contentType: 'Please select an Answer Format (audio or video)',
      questionText: { 1: 'Question text is required!' },
    });
    expect(validateQuestionnaireDraft({ name: 'N', contentType: 'video', questions: [] }).questions).toBe(
      'Atleast one question is required!',
    );
  });

  it('refuses more questions than the limit', () => {
    const questions = Array.from({ length: LIMITS.maxQuestionsPerQuestionnaire + 1 }, () => ({ text: 'Q' }));
    const errors = validateQuestionnaireDraft({ name: 'N', contentType: 'audio', questions });
    expect(errors.questions).toBe(MESSAGES.maxQuestionsReached);
  });
});

describe('canAddQuestion', () => {
  it('allows adding up to the limit', () => {
    expect(canAddQuestion(0)).toBe(true);
    expect(canAddQuestion(LIMITS.maxQuestionsPerQuestionnaire - 1)).toBe(true);
    expect(canAddQuestion(LIMITS.maxQuestionsPerQuestionnaire)).toBe(false);
    expect(canAddQuestion(LIMITS.maxQuestionsPerQuestionnaire + 1)).toBe(false);
  });
});

describe('questionPrefix', () => {
  it('letters', () => {
    expect([0, 1, 2, 7].map((i) => questionPrefix(i, 'letter'))).toEqual(['A.', 'B.', 'C.', 'H.']);
    expect(questionPrefix(25, 'letter')).toBe('Z.');
    expect(questionPrefix(26, 'letter')).toBe('AA.');
  });

  it('numbers', () => {
    expect([0, 1, 7].map((i) => questionPrefix(i, 'number'))).toEqual(['1.', '2.', '8.']);
  });
});

describe('moveQuestion', () => {
  const list = ['a', 'b', 'c', 'd'] as const;

  it('moves down and up', () => {
    expect(moveQuestion(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveQuestion(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveQuestion(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('never mutates its input and always returns a new array', () => {
    const input = ['a', 'b'];
    const out = moveQuestion(input, 0, 1);
    expect(input).toEqual(['a', 'b']);
    expect(out).toEqual(['b', 'a']);
    expect(moveQuestion(input, 0, 0)).not.toBe(input);
  });

  it('clamps the target, so keyboard moves past either end are no-ops', () => {
    expect(moveQuestion(list, 3, 4)).toEqual(list);
    expect(moveQuestion(list, 0, -1)).toEqual(list);
    expect(moveQuestion(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('ignores an out-of-range source', () => {
    expect(moveQuestion(list, 4, 0)).toEqual(list);
    expect(moveQuestion(list, -1, 0)).toEqual(list);
    expect(moveQuestion([], 0, 0)).toEqual([]);
  });

  it('keeps the items themselves (question ids survive a reorder)', () => {
    const q1 = { questionId: 'question-1', text: 'x' };
    const q2 = { questionId: 'question-2', text: 'y' };
    const out = moveQuestion([q1, q2], 1, 0);
    expect(out[0]).toBe(q2);
    expect(out[1]).toBe(q1);
  });
});

describe('newQuestion', () => {
  it('defaults to empty, Text, required, and is a fresh object each time', () => {
    expect(newQuestion()).toEqual({ text: '', type: 'Text', required: true });
    expect(newQuestion()).not.toBe(newQuestion());
  });
});
