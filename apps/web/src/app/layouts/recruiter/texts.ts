import english from '../../../shared/i18n/locales/en/recruiter-shell.json';
import { recruiterNamespace, recruiterTexts } from '../../../shared/i18n/recruiter-i18n';

/** The recruiter area's shell (bars, menu, account links), in the recruiter's language (docs/languages.md). */
export const SHELL = recruiterNamespace('recruiter-shell', english);

export const LAYOUT_TEXTS = recruiterTexts(SHELL, 'layout', {
  unnamedUser: (id: number) => SHELL.t('layout.unnamedUser', { id }),
});
