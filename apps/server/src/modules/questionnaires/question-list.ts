import type { QuestionInput, QuestionOption, QuestionType } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

export interface PreparedQuestion {
  questionKey: string;
  text: string;
  required: boolean;
  type: QuestionType;
  options: QuestionOption[] | null;
}

const fieldError = (message: string, path: string) =>
  new AppError('VALIDATION', { message, fields: [{ path, message }] });

function requireUniqueIds(questions: QuestionInput[]): Set<string> {
  const used = new Set<string>();
  questions.forEach((q, i) => {
    if (q.questionId === undefined) return;
    if (used.has(q.questionId)) {
      throw fieldError('Each question needs its own questionId.', `body.questions.${i}.questionId`);
    }
    used.add(q.questionId);
  });
  return used;
}

function optionsOf(question: QuestionInput, index: number): QuestionOption[] | null {
  // A question of type text has no options (spec), whatever the client sent.
  if (question.type === 'Text') return null;
  if (!question.options || question.options.length === 0) {
    throw fieldError('Select questions need at least one option', `body.questions.${index}.options`);
  }
  return question.options;
}

/**
 * Applies the builder's rules the schema cannot express: given questionIds stay (answers are recorded
 * against them), missing ones become question-{n} for their 1-based position, skipping ids in use.
 * On an edit, the ids of removed questions stay retired, so a new question never inherits the answers
 * recorded against an old one.
 */
export function prepareQuestions(
  questions: QuestionInput[],
  retiredKeys: Iterable<string> = [],
): PreparedQuestion[] {
  const used = requireUniqueIds(questions);
  for (const key of retiredKeys) used.add(key);
  return questions.map((q, i) => {
    let key = q.questionId;
    if (key === undefined) {
      let n = i + 1;
      while (used.has(`question-${n}`)) n += 1;
      key = `question-${n}`;
      used.add(key);
    }
    return {
      questionKey: key,
      text: q.questionText,
      required: q.required,
      type: q.type,
      options: optionsOf(q, i),
    };
  });
}

/** One questionnaire name per company, whatever its case or spacing. */
export const nameKeyOf = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
