import type { Recommendation } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-compare.json';
import reviewEnglish from '../../shared/i18n/locales/en/recruiter-review.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import type { GivenAnswerTexts } from '../../shared/ui/given-answer';

/*
 * Texts of the compare page, in the recruiter's language (docs/languages.md). Its refusals are
 * COMPARE_PROBLEM_TEXTS (shared/lib/recruiter/compare-rules.ts), the grid's words INTERVIEW_TEXTS.
 */
const COMPARE = recruiterNamespace('recruiter-compare', english);

export const COMPARE_TEXTS = recruiterTexts(COMPARE, 'compare', {
  questionHeading: (position: number, total: number, text: string) =>
    COMPARE.t('compare.questionHeading', { position, total, text }),
  answerOf: (name: string, position: number) => COMPARE.t('compare.answerOf', { name, position }),
  stars: (stars: number) => COMPARE.t('compare.stars', { stars }),
});

const REVIEW = recruiterNamespace('recruiter-review', reviewEnglish);

/** The recommendations as the review screen names them (one catalogue for both screens). */
export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = recruiterTexts(
  REVIEW,
  'recommendations',
);

/** A choice, a written text or a skip, worded as on the review screen. */
const GIVEN_TEXTS = recruiterTexts(REVIEW, 'givenAnswer');

export const givenAnswerTexts = (): GivenAnswerTexts => ({
  skipped: GIVEN_TEXTS.skipped,
  chosen: GIVEN_TEXTS.chosen,
});
