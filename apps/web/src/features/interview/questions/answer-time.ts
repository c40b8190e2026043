import { applicantText as t } from '../../../shared/i18n/applicant-i18n';

/**
 * The clocks of the question screen as pure functions: m:ss, the answer's progress, the "Maximum Answer
 * Length" note for this applicant's answer time, and the 3-2-1 count-in before each take.
 */

/** Seconds of the count-in before a take records ("3, 2, 1"). */
export const COUNT_IN_SECONDS = 3;

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface AnswerProgress {
  elapsedSeconds: number;
  limitSeconds: number;
  /** 0–100, for the bar's width. */
  percent: number;
  /** "0:05 / 2:00" */
  visible: string;
  /** What a screen reader hears of the bar. */
  valueText: string;
}

export function answerProgress(elapsedSeconds: number, limitSeconds: number): AnswerProgress {
  const elapsed = Math.max(0, Math.min(limitSeconds, Math.floor(elapsedSeconds)));
  const percent = limitSeconds > 0 ? Math.round((elapsed / limitSeconds) * 100) : 0;
  const remaining = limitSeconds - elapsed;
  return {
    elapsedSeconds: elapsed,
    limitSeconds,
    percent,
    visible: `${formatClock(elapsed)} / ${formatClock(limitSeconds)}`,
    valueText: t('questions.progressValue', {
      elapsed: formatClock(elapsed),
      remaining: formatClock(remaining),
    }),
  };
}

/**
 * Spec §2's "Maximum Answer Length: 2 Minutes", for any answer time (its words for 120 s), in the
 * interview's language with its plural forms.
 */
export function maxLengthNote(answerTimeSeconds: number): string {
  const minutes = Math.floor(answerTimeSeconds / 60);
  const seconds = answerTimeSeconds % 60;
  const parts = [
    minutes > 0 ? t('questions.maxLengthMinutes', { count: minutes }) : '',
    seconds > 0 || minutes === 0 ? t('questions.maxLengthSeconds', { count: seconds }) : '',
  ].filter(Boolean);
  return t('questions.maxAnswerLength', { length: parts.join(' ') });
}

/** The count-in's number at `now` (3, 2, 1), or 0 once it is over. */
export function countInLeft(startedAt: number, now: number, seconds = COUNT_IN_SECONDS): number {
  const passed = Math.floor(Math.max(0, now - startedAt) / 1000);
  return Math.max(0, seconds - passed);
}
