import { describe, expect, it } from 'vitest';
import {
  criteriaDraftFrom,
  moveCriterion,
  newDraftCriterion,
  toCriteriaInput,
  validateCriteria,
} from './criteria-draft';

const stored = [
  { criterionId: 'c-1', label: 'Communication' },
  { criterionId: 'c-2', label: 'Empathy' },
];

describe('criteria drafts', () => {
  it('says nothing about criteria when there are none and none were stored', () => {
    expect(toCriteriaInput(criteriaDraftFrom(undefined, { isClone: false }))).toBeUndefined();
    expect(toCriteriaInput(criteriaDraftFrom([], { isClone: false }))).toBeUndefined();
  });

  it('keeps stored ids on an edit and drops them on a clone', () => {
    expect(toCriteriaInput(criteriaDraftFrom(stored, { isClone: false }))).toEqual(stored);
    expect(toCriteriaInput(criteriaDraftFrom(stored, { isClone: true }))).toEqual([
      { label: 'Communication' },
      { label: 'Empathy' },
    ]);
  });

  it('sends an empty list once stored criteria were all removed, and trims labels', () => {
    const draft = criteriaDraftFrom(stored, { isClone: false });
    expect(toCriteriaInput({ ...draft, criteria: [] })).toEqual([]);
    expect(toCriteriaInput({ ...draft, criteria: [newDraftCriterion('  Grit ')] })).toEqual([
      { label: 'Grit' },
    ]);
  });

  it('refuses blank, too long and repeated labels (case and spaces ignored)', () => {
    const rows = ['Grit', ' ', 'x'.repeat(81), ' grit'].map((label) => newDraftCriterion(label));
    expect(validateCriteria(rows)).toEqual({
      1: 'A criterion needs a label',
      2: 'A criterion label must be at most 80 characters',
      3: 'Each criterion needs its own label.',
    });
  });

  it('moves a row one place and leaves the list alone past either end', () => {
    const rows = ['A', 'B', 'C'].map((label) => newDraftCriterion(label));
    const labelsOf = (list: { label: string }[]) => list.map((row) => row.label);
    expect(labelsOf(moveCriterion(rows, 2, -1))).toEqual(['A', 'C', 'B']);
    expect(labelsOf(moveCriterion(rows, 0, 1))).toEqual(['B', 'A', 'C']);
    expect(labelsOf(moveCriterion(rows, 0, -1))).toEqual(['A', 'B', 'C']);
    expect(labelsOf(moveCriterion(rows, 2, 1))).toEqual(['A', 'B', 'C']);
  });
});
