import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { dateLocale } from '../../shared/lib/recruiter/dates';
import { REVIEW } from './texts';

/** The applicant's name, or "This applicant" when there is none (ICU select on `named`). */
const named = (name: string) => ({ named: name === '' ? 'no' : 'yes', name });

/** The screening panel's words (docs/questions.md): a knockout informs, a person decides. */
export const SCREENING_TEXTS = recruiterTexts(REVIEW, 'screening', {
  knockout: (question: string, label: string) => REVIEW.t('screening.knockout', { question, label }),
  // In the recruiter's language; English keeps the format it had (docs/languages.md: dates).
  overriddenOn: (at: Date) =>
    REVIEW.t('screening.overriddenOn', {
      date: at.toLocaleDateString(dateLocale('en'), { dateStyle: 'medium' }),
    }),
  confirmBody: (name: string) => REVIEW.t('screening.confirmBody', named(name)),
  overrideBody: (name: string) => REVIEW.t('screening.overrideBody', named(name)),
  failed: (reason: string) => REVIEW.t('screening.failed', { reason }),
});
