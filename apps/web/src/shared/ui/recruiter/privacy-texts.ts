import { recruiterTexts } from '../../i18n/recruiter-i18n';
import { INTERVIEWS } from './interview-texts';

/**
 * Texts of the recruiter's tombstones and of erasing an applicant's data (docs/privacy.md), in the
 * recruiter's language. The word to type stays ERASE in every language (ERASE_WORD).
 */
export const PRIVACY_TEXTS = recruiterTexts(INTERVIEWS, 'privacy', {
  eraseWhat: (name: string) => INTERVIEWS.t('privacy.eraseWhat', { named: name === '' ? 'no' : 'yes', name }),
  confirmHelp: (name: string) =>
    INTERVIEWS.t('privacy.confirmHelp', { named: name === '' ? 'no' : 'yes', name }),
});

/** The word typed to confirm an erasure. */
export const ERASE_WORD = 'ERASE';
