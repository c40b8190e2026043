import { REVIEW_LIMITS } from '@vi/contracts';

/** The builder's optional scorecard: criteria every reviewer rates 1–5 on each interview. */
export const SCORECARD_TEXTS = {
  heading: 'Scorecard (optional)',
  help:
    `Criteria each reviewer rates from 1 to 5 on every interview, such as “Communication”. ` +
    `Up to ${REVIEW_LIMITS.maxCriteria}.`,
  addCriterion: 'Add criterion',
  maxReached: `Maximum number of criteria (${REVIEW_LIMITS.maxCriteria}) reached.`,
  labelRequired: 'A criterion needs a label',
  duplicateLabel: 'Each criterion needs its own label.',
  criterionLabel: (position: number) => `Criterion ${position}`,
  removeCriterion: (position: number) => `Remove criterion ${position}`,
  moveUp: (position: number) => `Move criterion ${position} up`,
  moveDown: (position: number) => `Move criterion ${position} down`,
  moved: (label: string, position: number, total: number) =>
    `${label || 'Criterion'} moved to position ${position} of ${total}.`,
} as const;
