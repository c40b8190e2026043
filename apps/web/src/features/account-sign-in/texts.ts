import { ACCOUNT_LIMITS } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-account.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const ACCOUNT = recruiterNamespace('recruiter-account', english);

/**
 * The account pages outside the recruiter area: set-up, sign-in, password reset, links, invitations. In
 * the language this browser last showed a recruiter, else the browser's (docs/languages.md).
 */
export const ACCOUNT_TEXTS = recruiterTexts(ACCOUNT, 'pages', {
  get passwordHelp() {
    return ACCOUNT.t('pages.passwordHelp', { min: ACCOUNT_LIMITS.passwordMinChars });
  },
  invitationIntro: (company: string) => ACCOUNT.t('pages.invitationIntro', { company }),
});

export const ROLE_NAMES = recruiterTexts(ACCOUNT, 'roles');
