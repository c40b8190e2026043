import { applicantText as t, applicantTexts } from '../../../shared/i18n/applicant-i18n';

/**
 * Question-screen texts of the applicant spec (§2, §5, §8) that @vi/contracts MESSAGES does not hold, read
 * from the catalogue (shared/i18n/locales/<language>/applicant.json, section `questions`) in the interview's language.
 */
export const QUESTION_TEXTS = applicantTexts('questions');

export const DIALOG_TITLES = applicantTexts('dialogs');

/** "3 tries left", "1 try left": the plural rules of the interview's language. */
export function triesLabel(triesLeft: number): string {
  return t('questions.triesLeft', { count: triesLeft });
}

export function confirmRerecordMessage(triesLeft: number): string {
  return t('questions.confirmRerecord', { count: triesLeft });
}

export function timeUpMessage(clock: string): string {
  return t('questions.timeUp', { clock });
}

export function thinkCountdown(clock: string): string {
  return t('questions.thinkCountdown', { clock });
}

export function questionCounter(index: number, total: number): string {
  return t('questions.counter', { number: index + 1, total });
}

export function waitingCount(count: number): string {
  return t('questions.waitingCount', { count });
}

export function chunksWaiting(count: number): string {
  return t('questions.chunksWaiting', { count });
}
