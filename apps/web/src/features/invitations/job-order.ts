import type { Job } from '@vi/contracts';

/**
 * The invite picker's order: jobs with a questionnaire first (an invitation to one without has nothing to
 * answer), each group in the list's own order (stable sort).
 */
export function withQuestionnaireFirst<T extends Pick<Job, 'questionnaireId'>>(jobs: readonly T[]): T[] {
  return [...jobs].sort((a, b) => Number(a.questionnaireId === null) - Number(b.questionnaireId === null));
}
