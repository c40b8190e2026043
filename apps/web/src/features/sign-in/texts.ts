import english from '../../shared/i18n/locales/en/recruiter-access.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * The sign-in confirmation's texts. Nobody is signed in yet, so they are in the language this browser
 * last showed a recruiter, else the browser's, as on the account pages (docs/languages.md).
 */
const ACCESS = recruiterNamespace('recruiter-access', english);

export const SIGN_IN_TEXTS = recruiterTexts(ACCESS, 'signIn', {
  signingInAs: (name: string, companyName: string) => ACCESS.t('signIn.signingInAs', { name, companyName }),
  companyFallback: (id: string | number) => ACCESS.t('signIn.companyFallback', { id }),
});
