import english from '../../../shared/i18n/locales/en/recruiter-home.json';
import { recruiterNamespace, recruiterTexts } from '../../../shared/i18n/recruiter-i18n';

/** The recruiter home's catalogue: its tabs here, "work waiting" in features/home (which registers it too). */
export const HOME = recruiterNamespace('recruiter-home', english);

/** Recruiter home texts; the two placeholder lines are the spec's own words. */
export const HOME_TEXTS = recruiterTexts(HOME, 'tabs');
