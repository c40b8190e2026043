import english from '../../i18n/locales/en/recruiter-errors.json';
import { recruiterNamespace, recruiterTexts } from '../../i18n/recruiter-i18n';

/**
 * The server's own error messages in the recruiter's language (docs/languages.md): `messages` holds the
 * contracts' MESSAGES by key (English word for word), `resend` a refused resend's wait, which the server
 * words in English only and says in Retry-After.
 */
export const ERRORS = recruiterNamespace('recruiter-errors', english);

export const ERROR_MESSAGES = recruiterTexts(ERRORS, 'messages');

export const RESEND_WAIT_TEXTS = recruiterTexts(ERRORS, 'resend', {
  waitMinutes: (count: number) => ERRORS.t('resend.waitMinutes', { count }),
  waitHours: (count: number) => ERRORS.t('resend.waitHours', { count }),
});
