import { BULK_INVITE_LIMITS, type BulkInviteRowStatus } from '@vi/contracts';
import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { INVITATIONS } from './texts';

/** The bulk invite page, in the recruiter's language (docs/languages.md). */
export const BULK_TEXTS = recruiterTexts(INVITATIONS, 'bulk', {
  get intro() {
    return INVITATIONS.t('bulk.intro', { max: BULK_INVITE_LIMITS.maxRows });
  },
  get format() {
    return INVITATIONS.t('bulk.format', { header: BULK_INVITE_LIMITS.columns.join(',') });
  },
  inviteButton: (count: number) => INVITATIONS.t('bulk.inviteButton', { count }),
  previewSummary: (ready: number, total: number) =>
    INVITATIONS.t('bulk.previewSummary', { ready, total, skipped: total - ready }),
  resultSummary: (created: number, mailed: number, total: number) =>
    INVITATIONS.t('bulk.resultSummary', {
      created,
      mailed,
      notInvited: total - created,
      // How many of the invited were mailed: each, none or some (then counted); nothing when none invited.
      mail: created === 0 ? 'nobody' : mailed === created ? 'all' : mailed === 0 ? 'none' : 'some',
    }),
  /** Shown when some invitations were not mailed (no mail server, or it refused). */
  passLinksOn: (count: number) => INVITATIONS.t('bulk.passLinksOn', { count }),
  linkLabel: (row: number) => INVITATIONS.t('bulk.linkLabel', { row }),
});

/** The copy button beside each row's link. */
export const BULK_COPY_TEXTS = recruiterTexts(INVITATIONS, 'copyLink');

export const STATUS_LABELS: Readonly<Record<BulkInviteRowStatus, string>> = recruiterTexts(
  INVITATIONS,
  'rowStatus',
);
