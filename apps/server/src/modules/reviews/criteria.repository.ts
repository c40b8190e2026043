import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CriterionInput } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface CriterionRow {
  id: string;
  questionnaire_id: string;
  label: string;
}

export function listCriteriaOf(db: Db, questionnaireIds: readonly string[]): Promise<CriterionRow[]> {
  if (questionnaireIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questionnaire_criteria')
    .select(['id', 'questionnaire_id', 'label'])
    .where('questionnaire_id', 'in', questionnaireIds)
    .orderBy('questionnaire_id')
    .orderBy('position')
    .execute();
}

/** Every criterion of the company's questionnaires in one query (the list must not query per row). */
export function listCriteriaOfCompany(db: Db, companyId: number): Promise<CriterionRow[]> {
  return db
    .selectFrom('questionnaire_criteria as c')
    .innerJoin('questionnaires as q', 'q.id', 'c.questionnaire_id')
    .select(['c.id', 'c.questionnaire_id', 'c.label'])
    .where('q.company_id', '=', companyId)
    .orderBy('c.questionnaire_id')
    .orderBy('c.position')
    .execute();
}

const fieldError = (message: string, path: string) =>
  new AppError('VALIDATION', { message, fields: [{ path, message }] });

/**
 * The criteria to store: a criterionId of this questionnaire is kept (ratings were made against it and
 * stay with it); any other criterion gets a new id, so a clone's copied ids start afresh instead of
 * sharing ratings. Labels are unique per questionnaire, whatever their case.
 */
export function prepareCriteria(
  input: readonly CriterionInput[],
  existingIds: ReadonlySet<string>,
): { id: string; label: string }[] {
  const labels = new Set<string>();
  const ids = new Set<string>();
  return input.map((c, i) => {
    const key = c.label.toLowerCase();
    if (labels.has(key)) throw fieldError('Each criterion needs its own label.', `body.criteria.${i}.label`);
    labels.add(key);
    const id = c.criterionId;
    if (id === undefined || !existingIds.has(id) || ids.has(id)) return { id: randomUUID(), label: c.label };
    ids.add(id);
    return { id, label: c.label };
  });
}

/** Replaces the criteria; their order is their position. */
export async function replaceCriteria(
  db: Db,
  questionnaireId: string,
  criteria: readonly { id: string; label: string }[],
): Promise<void> {
  await db.deleteFrom('questionnaire_criteria').where('questionnaire_id', '=', questionnaireId).execute();
  if (criteria.length === 0) return;
  await db
    .insertInto('questionnaire_criteria')
    .values(
      criteria.map((c, position) => ({
        id: c.id,
        questionnaire_id: questionnaireId,
        position,
        label: c.label,
      })),
    )
    .execute();
}
