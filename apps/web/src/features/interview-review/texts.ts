import type { Accommodations, InterviewStatus, Recommendation } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-review.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import type { GivenAnswerTexts } from '../../shared/ui/given-answer';

/*
 * Texts of the review screen's decision tools (ratings, notes, stage, activity, shortcuts, resume), in the
 * recruiter's language (docs/languages.md). What it shares with the grid is INTERVIEW_TEXTS; the stage
 * names are STAGE_LABELS (shared/ui/recruiter/interview-facts-texts.ts).
 */
export const REVIEW = recruiterNamespace('recruiter-review', english);

export const REVIEW_TEXTS = recruiterTexts(REVIEW, 'review', {
  stars: (count: number) => REVIEW.t('review.stars', { count }),
  clearStarsOf: (label: string) => REVIEW.t('review.clearStarsOf', { label }),
  rateAnswer: (position: number) => REVIEW.t('review.rateAnswer', { position }),
  answerStars: (position: number) => REVIEW.t('review.answerStars', { position }),
  pinnedTo: (position: number, time: string) => REVIEW.t('review.pinnedTo', { position, time }),
  at: (time: string) => REVIEW.t('review.at', { time }),
  seekToNote: (position: number, time: string) => REVIEW.t('review.seekToNote', { position, time }),
  stageMoved: (stage: string) => REVIEW.t('review.stageMoved', { stage }),
  resumeTitle: (name: string) => REVIEW.t('review.resumeTitle', { name }),
});

const SHORTCUT_TEXTS = recruiterTexts(REVIEW, 'shortcuts');

/** The shortcuts dialog's rows, as catalogue keys (the keys to press are worded too: "J or ]"). */
const SHORTCUT_ROWS = [
  ['rateKeys', 'rate'],
  ['shortlistKeys', 'shortlist'],
  ['rejectKeys', 'reject'],
  ['nextKeys', 'next'],
  ['previousKeys', 'previous'],
  ['playerKeys', 'player'],
  ['helpKeys', 'help'],
] as const satisfies readonly (readonly [keyof typeof SHORTCUT_TEXTS, keyof typeof SHORTCUT_TEXTS])[];

/** The shortcuts dialog's rows, read in the active language. */
export function shortcutList(): { keys: string; what: string }[] {
  return SHORTCUT_ROWS.map(([keys, what]) => ({ keys: SHORTCUT_TEXTS[keys], what: SHORTCUT_TEXTS[what] }));
}

export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = recruiterTexts(
  REVIEW,
  'recommendations',
);

/** The interview's status as the header shows it. */
export function statusLabel(status: InterviewStatus): string {
  return status === 'Completed' ? REVIEW_TEXTS.statusCompleted : REVIEW_TEXTS.statusIncomplete;
}

/** ['+50 % time', '+1 try', 'audio only allowed'] for what is set; empty for none. */
export function accommodationsSummary(accommodations: Accommodations): string[] {
  const parts: string[] = [];
  if (accommodations.extraTimePercent > 0)
    parts.push(REVIEW.t('accommodations.extraTime', { percent: accommodations.extraTimePercent }));
  if (accommodations.extraTries > 0)
    parts.push(REVIEW.t('accommodations.extraTries', { count: accommodations.extraTries }));
  if (accommodations.audioOnlyAllowed) parts.push(REVIEW.t('accommodations.audioOnly'));
  return parts;
}

/** A choice, a written text or a skip, as the review and compare screens word it. */
const GIVEN_TEXTS = recruiterTexts(REVIEW, 'givenAnswer');

export const givenAnswerTexts = (): GivenAnswerTexts => ({
  skipped: GIVEN_TEXTS.skipped,
  chosen: GIVEN_TEXTS.chosen,
});
