import { applicantText as t, applicantTexts } from '../../../shared/i18n/applicant-i18n';

/** Texts of the practice question (not worded by the applicant spec; docs/decisions/0015-interview-settings-and-accommodations.md). */
export const PRACTICE_TEXTS = applicantTexts('practice');

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Up to 2 minutes" / "Up to 1 minute 30 seconds": the applicant's own answer time. */
export function answerTimeNote(answerTimeSeconds: number): string {
  const minutes = Math.floor(answerTimeSeconds / 60);
  const seconds = answerTimeSeconds % 60;
  const parts = [
    minutes > 0 ? t('time.minutes', { count: minutes }) : '',
    seconds > 0 ? t('time.seconds', { count: seconds }) : '',
  ].filter(Boolean);
  return t('practice.answerTimeNote', { duration: parts.join(' ') });
}
