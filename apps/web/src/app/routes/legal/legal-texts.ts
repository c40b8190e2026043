import { TERMS_VERSION } from '@vi/contracts';
import {
  applicantPageNamespace,
  applicantPageText,
  applicantPageTexts,
} from '../../../shared/i18n/applicant-i18n';
import english from '../../../shared/i18n/locales/en/applicant-legal.json';

/**
 * The built-in Terms of Use and Privacy Policy, in the reader's language (docs/languages.md): their own
 * catalogue, loaded with these pages, not with the interview's screens.
 */
const LEGAL = applicantPageNamespace('applicant-legal', english, {
  es: () => import('../../../shared/i18n/locales/es/applicant-legal.json'),
  fr: () => import('../../../shared/i18n/locales/fr/applicant-legal.json'),
  de: () => import('../../../shared/i18n/locales/de/applicant-legal.json'),
  'pt-BR': () => import('../../../shared/i18n/locales/pt-BR/applicant-legal.json'),
});

export const LEGAL_PAGE_TEXTS = applicantPageTexts(LEGAL, 'legal', {
  get version() {
    return applicantPageText(LEGAL, 'legal.version', { version: TERMS_VERSION });
  },
});
export const TERMS_OF_USE_TEXTS = applicantPageTexts(LEGAL, 'terms');
export const PRIVACY_POLICY_TEXTS = applicantPageTexts(LEGAL, 'privacy');
