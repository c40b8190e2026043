import { CriterionInputSchema, REVIEW_LIMITS, type Criterion, type CriterionInput } from '@vi/contracts';
import { localMessage } from './messages';
import { BUILDER_SCORECARD_TEXTS as T } from './scorecard-texts';

/** A scorecard row of the builder: the label plus a client-only key, so rows keep their focus across moves. */
export interface DraftCriterion {
  key: string;
  /** Kept from a loaded questionnaire: the stars given against it stay with it. Absent for new rows. */
  criterionId?: string;
  label: string;
}

/** Where the criteria came from, which decides whether a body carries them at all. */
export interface CriteriaDraft {
  criteria: DraftCriterion[];
  /**
   * The edited questionnaire had criteria when loaded. Only then does an empty list have to be sent (to
   * remove them); otherwise a draft without criteria sends none, exactly the spec's builder body.
   */
  hasStoredCriteria: boolean;
}

let lastCriterionKey = 0;
export function newDraftCriterion(label = ''): DraftCriterion {
  lastCriterionKey += 1;
  return { key: `criterion-${lastCriterionKey}`, label };
}

/** A clone starts its own criteria (new ids); an edit keeps each stored id. */
export function criteriaDraftFrom(
  stored: readonly Criterion[] | undefined,
  { isClone }: { isClone: boolean },
): CriteriaDraft {
  const criteria = (stored ?? []).map((criterion) => ({
    ...newDraftCriterion(criterion.label),
    ...(isClone ? {} : { criterionId: criterion.criterionId }),
  }));
  return { criteria, hasStoredCriteria: !isClone && criteria.length > 0 };
}

/** The body's `criteria`, or undefined when there is nothing to say (no criteria now, none stored). */
export function toCriteriaInput(draft: CriteriaDraft): CriterionInput[] | undefined {
  if (draft.criteria.length === 0 && !draft.hasStoredCriteria) return undefined;
  return draft.criteria.map((criterion) => ({
    ...(criterion.criterionId === undefined ? {} : { criterionId: criterion.criterionId }),
    label: criterion.label.trim(),
  }));
}

export function canAddCriterion(count: number): boolean {
  return count < REVIEW_LIMITS.maxCriteria;
}

/**
 * By row index, the first problem of each label: the contract's own rule (a label, at most 80
 * characters) and the server's (no two alike, ignoring case), so Save is refused here, not with a 400.
 * In the recruiter's language, so called at render.
 */
export function validateCriteria(criteria: readonly DraftCriterion[]): Partial<Record<number, string>> {
  const errors: Partial<Record<number, string>> = {};
  const seen = new Set<string>();
  criteria.forEach((criterion, index) => {
    const parsed = CriterionInputSchema.safeParse({ label: criterion.label });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      errors[index] = message === undefined ? T.labelRequired : localMessage(message);
      return;
    }
    const key = parsed.data.label.toLowerCase();
    if (seen.has(key)) errors[index] = T.duplicateLabel;
    seen.add(key);
  });
  return errors;
}

/** What counts as a change for the leave prompt: ids, labels and their order. */
export function comparableCriteria(criteria: readonly DraftCriterion[]): [string | null, string][] {
  return criteria.map((criterion) => [criterion.criterionId ?? null, criterion.label]);
}

/** Moves one row up (-1) or down (+1); a move past either end leaves the list as it was. */
export function moveCriterion(
  criteria: readonly DraftCriterion[],
  index: number,
  step: -1 | 1,
): DraftCriterion[] {
  const target = index + step;
  const moved = [...criteria];
  const [row] = moved.splice(index, 1);
  if (row === undefined || target < 0 || target > criteria.length - 1) return [...criteria];
  moved.splice(target, 0, row);
  return moved;
}
