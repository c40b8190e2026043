import { ACCOUNT_LIMITS } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-account.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const ACCOUNT = recruiterNamespace('recruiter-account', english);

/** The signed-in person's own account page, in the recruiter's language. */
export const SETTINGS_TEXTS = recruiterTexts(ACCOUNT, 'settings', {
  get passwordHelp() {
    return ACCOUNT.t('settings.passwordHelp', { min: ACCOUNT_LIMITS.passwordMinChars });
  },
});
