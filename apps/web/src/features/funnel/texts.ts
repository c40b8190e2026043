import english from '../../shared/i18n/locales/en/recruiter-funnel.json';
import {
  activeRecruiterLanguage,
  recruiterNamespace,
  recruiterTexts,
} from '../../shared/i18n/recruiter-i18n';

/* The completion funnel's texts, in the recruiter's language (docs/languages.md). */
const FUNNEL = recruiterNamespace('recruiter-funnel', english);

export const FUNNEL_TEXTS = recruiterTexts(FUNNEL, 'funnel', {
  minutes: (minutes: number) => FUNNEL.t('funnel.minutes', { minutes }),
  questionShort: (number: number) => FUNNEL.t('funnel.questionShort', { number }),
  questionRow: (number: number, text: string) => FUNNEL.t('funnel.questionRow', { number, text }),
  choicesCaption: (number: number, text: string) => FUNNEL.t('funnel.choicesCaption', { number, text }),
  chartLabel: (summary: string) => FUNNEL.t('funnel.chartLabel', { summary }),
});

export const FUNNEL_STAGE_LABELS = recruiterTexts(FUNNEL, 'stages');

/** A count as the recruiter's language writes numbers (1,234 · 1.234 · 1 234). */
export const formatCount = (value: number): string =>
  new Intl.NumberFormat(activeRecruiterLanguage()).format(value);

/** A share as a whole percentage in the recruiter's language (60% · 60 %). */
export const formatPercent = (share: number): string =>
  new Intl.NumberFormat(activeRecruiterLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
