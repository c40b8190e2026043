import { REVIEW_LIMITS } from '@vi/contracts';
import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { BUILDER } from './texts';

/** The builder's optional scorecard: criteria every reviewer rates 1–5 on each interview. */
export const BUILDER_SCORECARD_TEXTS = recruiterTexts(BUILDER, 'scorecard', {
  get help() {
    return BUILDER.t('scorecard.help', { max: REVIEW_LIMITS.maxCriteria });
  },
  get maxReached() {
    return BUILDER.t('scorecard.maxReached', { max: REVIEW_LIMITS.maxCriteria });
  },
  criterion: (position: number) => BUILDER.t('scorecard.criterion', { position }),
  removeCriterion: (position: number) => BUILDER.t('scorecard.removeCriterion', { position }),
  moveUp: (position: number) => BUILDER.t('scorecard.moveUp', { position }),
  moveDown: (position: number) => BUILDER.t('scorecard.moveDown', { position }),
  /** Announced after a move; a row without a label yet is named "Criterion". */
  moved: (label: string, position: number, total: number) =>
    label === ''
      ? BUILDER.t('scorecard.movedUnnamed', { position, total })
      : BUILDER.t('scorecard.moved', { label, position, total }),
});
