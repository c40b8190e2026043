import type { Questionnaire } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftFromQuestionnaire,
  emptyDraft,
  isDraftChanged,
  newDraftQuestion,
  readCloneData,
  toQuestionnaireBody,
} from './draft';

const source: Pick<Questionnaire, 'questionnaireName' | 'contentType' | 'questions'> = {
  questionnaireName: 'Ops',
  contentType: 'Audio',
  questions: [
    {
      questionId: 'question-3',
      questionText: 'Pick one',
      text: 'Pick one',
      required: false,
      type: 'Select',
      options: [{ optionId: 'option-1', label: 'A', knockout: true }],
    },
    {
      questionId: 'question-1',
      questionText: 'Why?',
      text: 'Why?',
      required: true,
      type: 'Text',
      options: null,
    },
  ],
};
const identity = { companyId: 2, userId: 5 };

describe('toQuestionnaireBody', () => {
  it('keeps ids, type, required and the options a Select question needs on an edit', () => {
    const draft = draftFromQuestionnaire(source, { isClone: false });
    const body = toQuestionnaireBody(draft, { kind: 'edit', id: 'x' }, identity);
    expect(body.questions).toEqual([
      {
        questionId: 'question-3',
        questionText: 'Pick one',
        required: false,
        type: 'Select',
        options: [{ optionId: 'option-1', label: 'A', knockout: true }],
      },
      { questionId: 'question-1', questionText: 'Why?', required: true, type: 'Text', options: null },
    ]);
    expect(body).toMatchObject({
      questionnaireName: 'Ops',
      contentType: 'Audio',
      companyId: 2,
      userId: 5,
      active: true,
    });
  });

  it('numbers the questions of a clone by position and renames it', () => {
    const draft = draftFromQuestionnaire(source, { isClone: true });
    expect(draft.name).toBe('Copy of Ops');
    const body = toQuestionnaireBody(draft, { kind: 'clone' }, identity);
    expect(body.questions.map((q) => q.questionId)).toEqual(['question-1', 'question-2']);
  });

  it('refuses a draft without an answer format (validation runs first)', () => {
    expect(() => toQuestionnaireBody(emptyDraft(), { kind: 'create' }, identity)).toThrow();
  });
});

describe('isDraftChanged', () => {
  it('ignores row keys and notices text, order, name and format', () => {
    const a = draftFromQuestionnaire(source, { isClone: false });
    const b = draftFromQuestionnaire(source, { isClone: false });
    expect(isDraftChanged(a, b)).toBe(false);
    expect(isDraftChanged({ ...a, questions: [...a.questions].reverse() }, b)).toBe(true);
    expect(isDraftChanged({ ...a, name: 'Ops 2' }, b)).toBe(true);
    expect(isDraftChanged({ ...a, contentType: 'video' }, b)).toBe(true);
    expect(isDraftChanged({ ...a, questions: [...a.questions, newDraftQuestion()] }, b)).toBe(true);
  });
});

describe('readCloneData', () => {
  it('accepts the list helper state and rejects anything else', () => {
    expect(readCloneData({ cloneData: { ...source, isCloning: true } })?.questionnaireName).toBe('Ops');
    expect(readCloneData({ cloneData: { ...source, isCloning: false } })).toBeUndefined();
    expect(readCloneData({ cloneData: { ...source, contentType: 'Text', isCloning: true } })).toBeUndefined();
    expect(readCloneData({ cloneData: { ...source, questions: [{}], isCloning: true } })).toBeUndefined();
    expect(readCloneData(null)).toBeUndefined();
    expect(readCloneData('clone')).toBeUndefined();
  });
});
