import { INTERVIEW_SETTINGS_BOUNDS as BOUNDS, INVITATION_LIMITS } from '@vi/contracts';
import { formatSeconds } from '../../shared/lib/recruiter/interview-settings';

/** Texts of the builder's Interview settings section (ours; the spec predates the settings). */
export const SETTINGS_TEXTS = {
  legend: 'Interview settings',
  thinkTime: 'Think time before each answer',
  thinkTimeHelp: 'Time to read the question before the recording starts.',
  thinkTimeNone: 'None',
  answerTime: 'Answer time limit (seconds)',
  answerTimeHelp: (seconds: number | undefined) =>
    `Between ${BOUNDS.answerTimeSeconds.min} and ${BOUNDS.answerTimeSeconds.max} seconds` +
    (seconds === undefined ? '.' : ` (${formatSeconds(seconds)}).`),
  tries: 'Tries per question',
  triesHelp: `Recording attempts for each question, ${BOUNDS.triesPerQuestion.min} to ${BOUNDS.triesPerQuestion.max}.`,
  deadlineDays: 'Default deadline (days)',
  deadlineDaysHelp: `Optional. Invitations get a deadline this many days after they are sent, ${INVITATION_LIMITS.defaultDeadlineDays.min} to ${INVITATION_LIMITS.defaultDeadlineDays.max}; the invite form can change it. Empty: no deadline.`,
  practice: 'Practice question',
  practiceHelp: 'Applicants may rehearse on a question that is not recorded before the first real one.',
} as const;
