import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What applicants answered against, by question key: recorded answers and choice/written answers. */
export interface AnsweredIds {
  questionKeys: Set<string>;
  /** The option ids chosen, per question key. */
  optionIds: Map<string, Set<string>>;
}

const readIds = (json: string | null): string[] => {
  if (json === null) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The question keys and option ids this questionnaire's interviews hold answers for, whether or not the
 * questionnaire still has those questions and options: an edit never gives one of them to a new
 * question or option, which would then inherit those answers (question-list.ts).
 */
export async function findAnsweredIds(db: Db, questionnaireId: string): Promise<AnsweredIds> {
  const [recorded, others] = await Promise.all([
    db
      .selectFrom('answers as an')
      .innerJoin('applications as a', 'a.id', 'an.application_id')
      .select('an.question_key')
      .distinct()
      .where('a.questionnaire_id', '=', questionnaireId)
      .execute(),
    db
      .selectFrom('question_answers as qa')
      .innerJoin('applications as a', 'a.id', 'qa.application_id')
      .select(['qa.question_key', 'qa.option_ids'])
      .where('a.questionnaire_id', '=', questionnaireId)
      .execute(),
  ]);
  const questionKeys = new Set(recorded.map((row) => row.question_key));
  const optionIds = new Map<string, Set<string>>();
  for (const row of others) {
    questionKeys.add(row.question_key);
    const ids = optionIds.get(row.question_key) ?? new Set<string>();
    for (const id of readIds(row.option_ids)) ids.add(id);
    optionIds.set(row.question_key, ids);
  }
  return { questionKeys, optionIds };
}
