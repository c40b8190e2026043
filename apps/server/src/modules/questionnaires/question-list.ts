import {
  isChoiceType,
  QUESTION_LIMITS,
  type QuestionInput,
  type QuestionType,
  type StoredQuestionOption,
} from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

export interface PreparedQuestion {
  questionKey: string;
  text: string;
  required: boolean;
  type: QuestionType;
  options: StoredQuestionOption[] | null;
  /** Written questions only. */
  maxCharacters: number | null;
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

/**
 * Given option ids stay (answers name them); missing ones become option-{n}, skipping ids in use and the
 * question's retired ones (its options before this edit and any option an applicant chose).
 */
function optionsOf(
  question: QuestionInput,
  index: number,
  retiredIds: Iterable<string> = [],
): StoredQuestionOption[] | null {
  // Recorded and written questions have no options (spec), whatever the client sent.
  if (!isChoiceType(question.type)) return null;
  const path = `body.questions.${index}.options`;
  const options = question.options ?? [];
  if (options.length === 0) throw fieldError('Select questions need at least one option', path);
  if (options.length < QUESTION_LIMITS.minOptions) {
    throw fieldError(
      `Select and Multiselect questions need at least ${QUESTION_LIMITS.minOptions} options`,
      path,
    );
  }
  const used = new Set<string>();
  for (const option of options) {
    if (option.optionId === undefined) continue;
    if (used.has(option.optionId)) throw fieldError('Each option needs its own optionId.', path);
    used.add(option.optionId);
  }
  for (const id of retiredIds) used.add(id);
  return options.map((option, i) => {
    let id = option.optionId;
    if (id === undefined) {
      let n = i + 1;
      while (used.has(`option-${n}`)) n += 1;
      id = `option-${n}`;
      used.add(id);
    }
    return { optionId: id, label: option.label, knockout: option.knockout ?? false };
  });
}

const maxCharactersOf = (question: QuestionInput): number | null =>
  question.type === 'Written' ? (question.maxCharacters ?? QUESTION_LIMITS.defaultWrittenCharacters) : null;

/**
 * Applies the builder's rules the schema cannot express: given questionIds stay (answers are recorded
 * against them), missing ones become question-{n} for their 1-based position, skipping ids in use.
 * On an edit, the ids of removed questions and options stay retired (those before the edit, and any an
 * applicant answered), so a new question or option never inherits the answers given to an old one.
 */
export function prepareQuestions(
  questions: QuestionInput[],
  retiredKeys: Iterable<string> = [],
  retiredOptionIds: ReadonlyMap<string, Iterable<string>> = new Map(),
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
      options: optionsOf(q, i, retiredOptionIds.get(key)),
      maxCharacters: maxCharactersOf(q),
    };
  });
}

/** One questionnaire name per company, whatever its case or spacing. */
export const nameKeyOf = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
