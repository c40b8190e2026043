import type { ShareLink } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-sharing.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * Texts of the share modal and the share links page, in the recruiter's language (docs/languages.md).
 * The shared review page (features/shared-review) reads the same namespace.
 */
export const SHARING = recruiterNamespace('recruiter-sharing', english);

export const SHARE_TEXTS = recruiterTexts(SHARING, 'share', {
  intro: (count: number) => SHARING.t('share.intro', { count }),
  expiryHint: (min: number, max: number) => SHARING.t('share.expiryHint', { min, max }),
  expiryInvalid: (min: number, max: number) => SHARING.t('share.expiryInvalid', { min, max }),
  expires: (date: string) => SHARING.t('share.expires', { date }),
  sharedInterviews: (count: number) => SHARING.t('share.sharedInterviews', { count }),
  revokeFor: (created: string, count: number, expires: string) =>
    SHARING.t('share.revokeFor', { created, count, expires }),
  revokeMessage: (count: number) => SHARING.t('share.revokeMessage', { count }),
});

/** The share links table's column headings, in screen order. */
export const SHARE_COLUMN_TEXTS = recruiterTexts(SHARING, 'columns');

export const SHARE_STATUS_LABELS: Readonly<Record<ShareLink['status'], string>> = recruiterTexts(
  SHARING,
  'status',
);
