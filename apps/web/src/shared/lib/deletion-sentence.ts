import type { Deletion } from '@vi/contracts';

/**
 * What is left of an erased interview, in one sentence: when and why, never who (docs/privacy.md). The recruiter
 * area and the share-link page write dates differently, so each passes its own date format.
 */
export function deletionSentence(deletion: Deletion, formatDate: (iso: string) => string): string {
  const date = formatDate(deletion.deletedAt);
  switch (deletion.reason) {
    case 'retention':
      return deletion.retentionDays === null
        ? `Deleted on ${date} under the retention rule`
        : `Deleted on ${date} under the ${deletion.retentionDays}-day retention rule`;
    case 'applicant_request':
      return `Erased on ${date} at the applicant's request`;
    case 'recruiter_request':
      return `Erased on ${date} by your team`;
  }
}

/** True once the interview's personal data is gone (the server sets `deletion`; null or absent: intact). */
export function isDeleted<T extends { deletion?: Deletion | null }>(
  interview: T,
): interview is T & { deletion: Deletion } {
  return interview.deletion !== undefined && interview.deletion !== null;
}
