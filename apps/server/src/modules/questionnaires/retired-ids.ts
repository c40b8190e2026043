import type { Kysely } from 'kysely';
import type { DB, QuestionRow } from '../../db/schema.js';
import { findAnsweredIds } from './answered-ids.repository.js';
import { parseOptions } from './questionnaire.dto.js';

/**
 * The question keys and option ids an edit must not give to a new question or option: those the
 * questionnaire has before the edit, and those its interviews hold answers for (a question or option
 * removed in an earlier edit), so nothing new inherits answers given to something else.
 */
export async function retiredIdsOf(
  db: Kysely<DB>,
  questionnaireId: string,
  current: readonly QuestionRow[],
): Promise<{ questionKeys: Set<string>; optionIds: Map<string, Set<string>> }> {
  const answered = await findAnsweredIds(db, questionnaireId);
  const questionKeys = new Set([...current.map((q) => q.question_key), ...answered.questionKeys]);
  const optionIds = answered.optionIds;
  for (const question of current) {
    const ids = optionIds.get(question.question_key) ?? new Set<string>();
    for (const option of parseOptions(question.options) ?? []) ids.add(option.optionId);
    optionIds.set(question.question_key, ids);
  }
  return { questionKeys, optionIds };
}
