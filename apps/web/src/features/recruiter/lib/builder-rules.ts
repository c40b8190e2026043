import { LIMITS, MESSAGES, type QuestionType } from '@vi/contracts';

/** Lower case in the builder (spec §3); the wire form is capitalised by the contract. */
export type BuilderContentType = 'audio' | 'video';

export interface BuilderQuestion {
  /** Kept across edits so the server keeps each answer's question; absent for new questions. */
  questionId?: string;
  text: string;
  type: QuestionType;
  required: boolean;
}

export interface QuestionnaireDraft {
  name: string;
  contentType: BuilderContentType | null;
  questions: readonly Pick<BuilderQuestion, 'text'>[];
}

export interface DraftErrors {
  name?: string;
  contentType?: string;
  questions?: string;
  /** By question index, for the message under each row. */
  questionText: Partial<Record<number, string>>;
}

export function validateQuestionnaireDraft(draft: QuestionnaireDraft): DraftErrors {
  const errors: DraftErrors = { questionText: {} };
  if (draft.name.trim() === '') errors.name = MESSAGES.nameRequired;
  if (draft.contentType === null) errors.contentType = MESSAGES.answerFormatRequired;
  if (draft.questions.length === 0) errors.questions = MESSAGES.atLeastOneQuestion;
  else if (draft.questions.length > LIMITS.maxQuestionsPerQuestionnaire) {
    errors.questions = MESSAGES.maxQuestionsReached;
  }
  draft.questions.forEach((question, index) => {
    if (question.text.trim() === '') errors.questionText[index] = MESSAGES.questionTextRequired;
  });
  return errors;
}

export function isDraftValid(errors: DraftErrors): boolean {
  return (
    errors.name === undefined &&
    errors.contentType === undefined &&
    errors.questions === undefined &&
    Object.keys(errors.questionText).length === 0
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
