import { PRIVACY_LIMITS } from '@vi/contracts';

const { retentionMinDays: min, retentionMaxDays: max, previewDefaultDays } = PRIVACY_LIMITS;

/** Texts of the Settings screen's privacy section (retention and transcription; docs/privacy.md). */
export const PRIVACY_SETTINGS_TEXTS = {
  heading: 'Privacy',
  intro: 'How long candidate data is kept, and whether answers are turned into text.',
  retentionToggle: 'Delete candidate data after a number of days',
  retentionOff: 'Off: candidate data is kept until someone on your team erases it.',
  retentionDays: 'Days to keep candidate data',
  retentionHelp: `Counted from when the interview was completed, or from when its invitation expired unanswered. Then the recordings, transcripts, resume and contact details are deleted; a note of the deletion stays. ${min} to ${max} days.`,
  retentionError: `Enter a whole number of days from ${min} to ${max}`,
  transcriptionToggle: (engine: string | null | undefined) =>
    engine ? `Transcribe answers (speech to text on ${engine})` : 'Transcribe answers (speech to text)',
  transcriptionHelp:
    'Turning it off stops new transcriptions; transcripts already made stay until the interview is deleted.',

  previewHeading: 'What the rule deletes next',
  previewIntro: 'From the saved settings: save a new number of days to see its effect.',
  previewLoading: 'Loading the preview…',
  previewFailed: 'The preview could not be loaded.',
  previewRetry: 'Try again',
  previewNoRule: 'No retention rule is set, so nothing is deleted automatically.',
  previewCount: (total: number) =>
    `In the next ${previewDefaultDays} days the rule deletes ${total === 0 ? 'no' : total} ${total === 1 ? 'interview' : 'interviews'}.`,
  previewTruncated: (shown: number) => `The first ${shown} are listed.`,
  previewCaption: 'Interviews the retention rule deletes soon',
  previewScroll: 'Interviews the retention rule deletes soon (scrolls sideways)',
  previewColumns: { applicant: 'Applicant', job: 'Job', deleteAt: 'Deleted on' },
  previewBasis: { completed: 'Completed', expired: 'Invitation expired' },
  deletedApplicant: 'Deleted candidate',
} as const;
