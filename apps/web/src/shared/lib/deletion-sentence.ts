import type { Deletion } from '@vi/contracts';
import english from '../i18n/locales/en/recruiter-player.json';
import { recruiterNamespace } from '../i18n/recruiter-i18n';

const PLAYER = recruiterNamespace('recruiter-player', english);

/**
 * What is left of an erased interview, in one sentence: when and why, never who (docs/privacy.md), in the
 * recruiter's language. The recruiter area and the share-link page write dates differently, so each passes
 * its own date format.
 */
export function deletionSentence(deletion: Deletion, formatDate: (iso: string) => string): string {
  const date = formatDate(deletion.deletedAt);
  switch (deletion.reason) {
    case 'retention':
      return deletion.retentionDays === null
        ? PLAYER.t('deletion.retention', { date })
        : PLAYER.t('deletion.retentionDays', { date, days: deletion.retentionDays });
    case 'applicant_request':
      return PLAYER.t('deletion.applicantRequest', { date });
    case 'recruiter_request':
      return PLAYER.t('deletion.recruiterRequest', { date });
  }
}

/** True once the interview's personal data is gone (the server sets `deletion`; null or absent: intact). */
export function isDeleted<T extends { deletion?: Deletion | null }>(
  interview: T,
): interview is T & { deletion: Deletion } {
  return interview.deletion !== undefined && interview.deletion !== null;
}
