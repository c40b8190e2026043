import {
  isChoiceType,
  LIMITS,
  QUESTION_LIMITS,
  QuestionnaireBodySchema,
  type QuestionOption,
  type QuestionType,
} from '@vi/contracts';

/** Lower case in the builder (spec §3); the wire form is capitalised by the contract. */
export type BuilderContentType = 'audio' | 'video';

export interface BuilderQuestion {
  /** Kept across edits so the server keeps each answer's question; absent for new questions. */
  questionId?: string;
  text: string;
  type: QuestionType;
  required: boolean;
}

interface QuestionnaireDraft {
  name: string;
  contentType: BuilderContentType | null;
  questions: readonly (Pick<BuilderQuestion, 'text'> & Partial<QuestionShape>)[];
}

/** A question's type and what goes with it (docs/questions.md): options for a choice, a limit for Written. */
export interface QuestionShape {
  type: QuestionType;
  required: boolean;
  options: QuestionOption[] | null;
  maxCharacters: number | null;
}

export interface DraftErrors {
  name?: string;
  contentType?: string;
  questions?: string;
  /** By question index, for the message under each row. */
  questionText: Partial<Record<number, string>>;
  /** By question index: what is wrong with its options or character limit (absent when nothing is). */
  questionDetails?: Partial<Record<number, string>>;
}

const minOptionsMessage = `A choice question needs at least ${QUESTION_LIMITS.minOptions} options`;

/**
 * The contract's body schema judges what the recruiter typed, so the builder and the server apply one set
 * of rules, in the spec's words (the schema carries MESSAGES). Each field shows its first issue; issues of
 * what the recruiter cannot edit here are left to the server's answer.
 */
export function validateQuestionnaireDraft(draft: QuestionnaireDraft): DraftErrors {
  const errors: DraftErrors = { questionText: {} };
  const result = QuestionnaireBodySchema.safeParse({
    questionnaireName: draft.name,
    contentType: draft.contentType,
    questions: draft.questions.map((question) => ({
      questionText: question.text,
      type: question.type,
      ...(question.type !== undefined && isChoiceType(question.type) ? { options: question.options } : {}),
      ...(question.type === 'Written' ? { maxCharacters: question.maxCharacters } : {}),
    })),
  });
  const details: Partial<Record<number, string>> = {};
  // The one rule the schema leaves to the server (it answers with the field's path): 2 options at least.
  draft.questions.forEach((question, index) => {
    if (question.type !== undefined && isChoiceType(question.type)) {
      if ((question.options ?? []).length < QUESTION_LIMITS.minOptions) details[index] = minOptionsMessage;
    }
  });
  for (const { path, message } of result.success ? [] : result.error.issues) {
    const [field, index, questionField] = path;
    if (field === 'questionnaireName') errors.name ??= message;
    else if (field === 'contentType') errors.contentType ??= message;
    else if (field === 'questions' && index === undefined) errors.questions ??= message;
    else if (field === 'questions' && typeof index === 'number' && questionField === 'questionText') {
      errors.questionText[index] ??= message;
    } else if (field === 'questions' && typeof index === 'number') {
      details[index] ??= questionField === 'maxCharacters' ? writtenLimitMessage : message;
    }
  }
  if (Object.keys(details).length > 0) errors.questionDetails = details;
  return errors;
}

const writtenLimitMessage = `The character limit must be a whole number from ${QUESTION_LIMITS.minWrittenCharacters} to ${QUESTION_LIMITS.maxWrittenCharacters}`;

export function isDraftValid(errors: DraftErrors): boolean {
  return (
    errors.name === undefined &&
    errors.contentType === undefined &&
    errors.questions === undefined &&
    Object.keys(errors.questionText).length === 0 &&
    Object.keys(errors.questionDetails ?? {}).length === 0
  );
}

export function canAddQuestion(count: number): boolean {
  return count < LIMITS.maxQuestionsPerQuestionnaire;
}

/** 0 → 'A.', 25 → 'Z.', 26 → 'AA.' (spreadsheet style, so the prefix never runs out) / 0 → '1.'. */
export function questionPrefix(index: number, style: 'letter' | 'number'): string {
  if (style === 'number') return `${index + 1}.`;
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return `${letters}.`;
}

/**
 * Drag and keyboard reorder share this. An out-of-range source leaves the list as it was; the target is
 * clamped so "move down" on the last row is a no-op rather than an error.
 */
export function moveQuestion<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return copy;
  const target = Math.min(Math.max(Math.trunc(to), 0), list.length - 1);
  if (target === from) return copy;
  copy.splice(target, 0, ...copy.splice(from, 1));
  return copy;
}

export function newQuestion(): BuilderQuestion {
  return { text: '', type: 'Text', required: true };
}
