import accountEnglish from '../../shared/i18n/locales/en/recruiter-account.json';
import english from '../../shared/i18n/locales/en/recruiter-settings.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const SETTINGS = recruiterNamespace('recruiter-settings', english);
// Role names are the account pages' (the team page and the invitation page name the same roles).
const ACCOUNT = recruiterNamespace('recruiter-account', accountEnglish);

/** Issuer addresses of well-known identity providers, the same in every language. */
const ISSUER_EXAMPLES = {
  keycloak: 'https://keycloak.example.com/realms/acme',
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/<tenant-id>/v2.0',
};

/** Texts of the single sign-on settings (docs/accounts.md, "Single sign-on"), in the recruiter's language. */
export const SSO_TEXTS = recruiterTexts(SETTINGS, 'sso', {
  get issuerHelp() {
    return SETTINGS.t('sso.issuerHelp', ISSUER_EXAMPLES);
  },
});

export const SSO_ROLE_LABELS = recruiterTexts(ACCOUNT, 'roles');
