import { applicantText as t, applicantTexts } from '../../../shared/i18n/applicant-i18n';

/** Texts of the questions answered on the page (docs/questions.md), catalogue section `typed`. */
export const TYPED_TEXTS = applicantTexts('typed');

/** "120 of 1,000 characters", numbers in the interview language's format. */
export function characterCountText(count: number, limit: number): string {
  return t('typed.characterCount', { count, limit });
}

/** Said when the text is over the limit (the count alone is not announced on every key). */
export function overLimitText(count: number, limit: number): string {
  return t('typed.overLimit', { over: count - limit, limit });
}

/** A refusal or a failed call: says plainly that nothing was saved, and keeps the server's reason. */
export function notSavedText(reason: string): string {
  return t('typed.notSaved', { reason });
}

export function notFinishedText(reason: string): string {
  return t('typed.notFinished', { reason });
}
