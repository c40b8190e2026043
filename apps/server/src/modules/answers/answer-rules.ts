import {
  countCharacters,
  QUESTION_LIMITS,
  type AnswerQuestionBody,
  type Knockout,
  type QuestionType,
  type StoredQuestionOption,
} from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

export const invalidAnswer = (message: string) => new AppError('INVALID_ANSWER', { message });

export interface CheckedAnswer {
  optionIds: string[] | null;
  labels: string[] | null;
  knockouts: Knockout[];
  text: string | null;
  skipped: boolean;
}

interface QuestionRules {
  questionKey: string;
  type: QuestionType;
  required: boolean;
  options: StoredQuestionOption[] | null;
  maxCharacters: number;
}

function checkOptions(question: QuestionRules, optionIds: string[]): CheckedAnswer {
  if (question.type !== 'Select' && question.type !== 'Multiselect') {
    throw invalidAnswer('This question is not answered by choosing options.');
  }
  if (new Set(optionIds).size !== optionIds.length) throw invalidAnswer('Each option may be chosen once.');
  if (question.type === 'Select' && optionIds.length !== 1) {
    throw invalidAnswer('Choose exactly one option for this question.');
  }
  const byId = new Map((question.options ?? []).map((o) => [o.optionId, o]));
  // In the question's order, whatever order the client sent.
  const chosen = (question.options ?? []).filter((o) => optionIds.includes(o.optionId));
  if (optionIds.some((id) => !byId.has(id)))
    throw invalidAnswer('An option chosen is not one of this question’s.');
  return {
    optionIds: chosen.map((o) => o.optionId),
    labels: chosen.map((o) => o.label),
    knockouts: chosen
      .filter((o) => o.knockout)
      .map((o) => ({ questionId: question.questionKey, optionId: o.optionId, label: o.label })),
    text: null,
    skipped: false,
  };
}

function checkText(question: QuestionRules, text: string): CheckedAnswer {
  if (question.type !== 'Written') throw invalidAnswer('This question is not answered in writing.');
  if (text.includes('\u0000')) throw invalidAnswer('Text must not contain NUL characters.');
  if (text.trim().length === 0)
    throw invalidAnswer('Write an answer, or skip the question if it is optional.');
  if (countCharacters(text) > question.maxCharacters) {
    throw invalidAnswer(`The answer may be at most ${question.maxCharacters} characters long.`);
  }
  return { optionIds: null, labels: null, knockouts: [], text, skipped: false };
}

/** The answer as it will be stored, or 400 INVALID_ANSWER saying why it does not fit the question. */
export function checkAnswer(question: QuestionRules, body: AnswerQuestionBody): CheckedAnswer {
  if ('optionIds' in body) return checkOptions(question, body.optionIds);
  if ('text' in body) return checkText(question, body.text);
  if (question.required) throw invalidAnswer('This question is required and cannot be skipped.');
  return { optionIds: null, labels: null, knockouts: [], text: null, skipped: true };
}

export const writtenLimitOf = (maxCharacters: number | null): number =>
  maxCharacters ?? QUESTION_LIMITS.defaultWrittenCharacters;
