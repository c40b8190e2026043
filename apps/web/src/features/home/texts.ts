import english from '../../shared/i18n/locales/en/recruiter-home.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const HOME = recruiterNamespace('recruiter-home', english);

/** Texts of the home's "work waiting" (recruiter text, not in the spec), in the recruiter's language. */
export const WORK_TEXTS = recruiterTexts(HOME, 'work', {
  sinceVisit: (date: string) => HOME.t('work.sinceVisit', { date }),
  sinceDays: (days: number) => HOME.t('work.sinceDays', { days }),
  newCompleted: (count: number) => HOME.t('work.newCompleted', { count }),
  expiring: (count: number, hours: number) => HOME.t('work.expiring', { count, hours }),
  jobsWithout: (count: number) => HOME.t('work.jobsWithout', { count }),
});
