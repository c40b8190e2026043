import { INTERVIEW_SETTINGS_BOUNDS as BOUNDS, INVITATION_LIMITS } from '@vi/contracts';
import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { BUILDER } from './texts';

/** 45 → '45 s', 120 → '2 min', 150 → '2 min 30 s', in the recruiter's language. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return BUILDER.t('interviewSettings.seconds', { seconds: rest });
  return rest === 0
    ? BUILDER.t('interviewSettings.minutes', { minutes })
    : BUILDER.t('interviewSettings.minutesSeconds', { minutes, seconds: rest });
}

/** Texts of the builder's Interview settings section (ours; the spec predates the settings). */
export const BUILDER_SETTINGS_TEXTS = recruiterTexts(BUILDER, 'interviewSettings', {
  /** The allowed range, and what the typed number of seconds comes to when it is in it. */
  answerTimeHelp: (seconds: number | undefined) => {
    const { min, max } = BOUNDS.answerTimeSeconds;
    return seconds === undefined
      ? BUILDER.t('interviewSettings.answerTimeHelp', { min, max })
      : BUILDER.t('interviewSettings.answerTimeHelpWithDuration', {
          min,
          max,
          duration: formatDuration(seconds),
        });
  },
  get triesHelp() {
    return BUILDER.t('interviewSettings.triesHelp', BOUNDS.triesPerQuestion);
  },
  get deadlineDaysHelp() {
    return BUILDER.t('interviewSettings.deadlineDaysHelp', INVITATION_LIMITS.defaultDeadlineDays);
  },
});
