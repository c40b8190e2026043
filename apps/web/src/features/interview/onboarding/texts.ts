import { applicantTexts } from '../../../shared/i18n/applicant-i18n';

/**
 * Onboarding texts the spec words but @vi/contracts MESSAGES does not hold, read from the catalogue
 * (shared/i18n/locales/<language>/applicant.json, section `onboarding`) in the interview's language.
 */
export const ONBOARDING_TEXTS = applicantTexts('onboarding');
