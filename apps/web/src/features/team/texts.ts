import type { Role } from '@vi/contracts';
import accountEnglish from '../../shared/i18n/locales/en/recruiter-account.json';
import english from '../../shared/i18n/locales/en/recruiter-team.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const TEAM = recruiterNamespace('recruiter-team', english);
// Role names are the account pages' (the invitation page names the same roles).
const ACCOUNT = recruiterNamespace('recruiter-account', accountEnglish);

export const ROLE_LABELS: Readonly<Record<Role, string>> = recruiterTexts(ACCOUNT, 'roles');

/** The team page: members, invitations, roles, deactivation and ownership, in the recruiter's language. */
export const TEAM_TEXTS = recruiterTexts(TEAM, 'team', {
  roleOf: (name: string) => TEAM.t('team.roleOf', { name }),
  roleChanged: (name: string) => TEAM.t('team.roleChanged', { name }),
  invited: (email: string) => TEAM.t('team.invited', { email }),
  expires: (date: string) => TEAM.t('team.expires', { date }),
  invitedBy: (name: string) => TEAM.t('team.invitedBy', { name }),
  revokeOf: (email: string) => TEAM.t('team.revokeOf', { email }),
  copyAgainOf: (email: string) => TEAM.t('team.copyAgainOf', { email }),
  reissued: (email: string) => TEAM.t('team.reissued', { email }),
  deactivateTitle: (name: string) => TEAM.t('team.deactivateTitle', { name }),
  memberDeactivated: (name: string) => TEAM.t('team.memberDeactivated', { name }),
  reactivated: (name: string) => TEAM.t('team.reactivated', { name }),
  transferTitle: (name: string) => TEAM.t('team.transferTitle', { name }),
  transferred: (name: string) => TEAM.t('team.transferred', { name }),
  accessTitle: (name: string) => TEAM.t('team.accessTitle', { name }),
});
