import { INVITATION_LIMITS } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-settings.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const SETTINGS = recruiterNamespace('recruiter-settings', english);

const limits = () => INVITATION_LIMITS.reminderHours;

/** Texts of the company settings screen (reminder mails; docs/invitations.md), in the recruiter's language. */
export const SETTINGS_TEXTS = recruiterTexts(SETTINGS, 'settings', {
  get afterInviteHelp() {
    return SETTINGS.t('settings.afterInviteHelp', limits());
  },
  get beforeDeadlineHelp() {
    return SETTINGS.t('settings.beforeDeadlineHelp', limits());
  },
  get hoursError() {
    return SETTINGS.t('settings.hoursError', limits());
  },
});
