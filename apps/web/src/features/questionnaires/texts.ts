import { INTERVIEW_SETTINGS_DEFAULTS, type InterviewSettings } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-questionnaires.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * Questionnaire list texts, in the recruiter's language (docs/languages.md). English keeps the spec's
 * wording (§2, §4, §8) word for word; the rest are ours.
 */
const QUESTIONNAIRES = recruiterNamespace('recruiter-questionnaires', english);

export const QUESTIONNAIRE_LIST_TEXTS = recruiterTexts(QUESTIONNAIRES, 'list', {
  candidatesOf: (name: string) => QUESTIONNAIRES.t('list.candidatesOf', { name }),
  page: (page: number) => QUESTIONNAIRES.t('list.page', { page }),
  /** 'Page X of Y' (spec §2). */
  pageOf: (page: number, pages: number) => QUESTIONNAIRES.t('list.pageOf', { page, pages }),
  actionsFor: (name: string) => QUESTIONNAIRES.t('list.actionsFor', { name }),
  selectQuestionnaire: (name: string) => QUESTIONNAIRES.t('list.selectQuestionnaire', { name }),
});

/** The list's column headings, also each stacked cell's label at narrow widths. */
export const QUESTIONNAIRE_COLUMNS = recruiterTexts(QUESTIONNAIRES, 'columns');
export const QUESTIONNAIRE_COLUMN_KEYS = [
  'name',
  'createdBy',
  'status',
  'questions',
  'activeJobs',
  'action',
] as const satisfies readonly (keyof typeof QUESTIONNAIRE_COLUMNS)[];

/** Deactivating and reactivating: the confirmation, the toasts and Undo. */
export const QUESTIONNAIRE_STATUS_TEXTS = recruiterTexts(QUESTIONNAIRES, 'status', {
  undoDeactivate: (name: string) => QUESTIONNAIRES.t('status.undoDeactivate', { name }),
  deactivateTitle: (name: string) => QUESTIONNAIRES.t('status.deactivateTitle', { name }),
  deactivateImpact: (count: number) => QUESTIONNAIRES.t('status.deactivateImpact', { count }),
  deactivateJobsUnknown: (count: number) => QUESTIONNAIRES.t('status.deactivateJobsUnknown', { count }),
});

/** The eligible jobs list (spec §5). */
export const ELIGIBLE_JOB_TEXTS = recruiterTexts(QUESTIONNAIRES, 'jobs', {
  eligibleHintSelected: (name: string) => QUESTIONNAIRES.t('jobs.eligibleHintSelected', { name }),
  inviteForJob: (title: string) => QUESTIONNAIRES.t('jobs.inviteForJob', { title }),
});

export const ELIGIBLE_JOB_COLUMNS = recruiterTexts(QUESTIONNAIRES, 'jobColumns');
export const ELIGIBLE_JOB_COLUMN_KEYS = [
  'job',
  'location',
  'status',
  'questionnaire',
  'action',
] as const satisfies readonly (keyof typeof ELIGIBLE_JOB_COLUMNS)[];

/** A reviewer's tab (the server keeps questionnaires to recruiters). */
export const QUESTIONNAIRE_REVIEWER_TEXTS = recruiterTexts(QUESTIONNAIRES, 'reviewer');

const QUESTIONNAIRE_SUMMARY_TEXTS = recruiterTexts(QUESTIONNAIRES, 'summary', {
  answerTime: (duration: string) => QUESTIONNAIRES.t('summary.answerTime', { duration }),
  tries: (count: number) => QUESTIONNAIRES.t('summary.tries', { count }),
  thinkTime: (duration: string) => QUESTIONNAIRES.t('summary.thinkTime', { duration }),
  seconds: (seconds: number) => QUESTIONNAIRES.t('summary.seconds', { seconds }),
  minutes: (minutes: number) => QUESTIONNAIRES.t('summary.minutes', { minutes }),
  minutesSeconds: (minutes: number, seconds: number) =>
    QUESTIONNAIRES.t('summary.minutesSeconds', { minutes, seconds }),
});

/** Read before the row's non-default interview settings ('5 min answers · think 30 s'). */
export const settingsPrefix = () => QUESTIONNAIRE_SUMMARY_TEXTS.prefix;

/** 45 → '45 s', 120 → '2 min', 150 → '2 min 30 s'. */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return QUESTIONNAIRE_SUMMARY_TEXTS.seconds(rest);
  return rest === 0
    ? QUESTIONNAIRE_SUMMARY_TEXTS.minutes(minutes)
    : QUESTIONNAIRE_SUMMARY_TEXTS.minutesSeconds(minutes, rest);
}

/**
 * The settings that differ from the defaults, shortest first (e.g. ['5 min answers', '5 tries',
 * 'think 30 s']); empty when everything is the default.
 */
export function settingsSummary(settings: InterviewSettings): string[] {
  const parts: string[] = [];
  const defaults = INTERVIEW_SETTINGS_DEFAULTS;
  if (settings.answerTimeSeconds !== defaults.answerTimeSeconds)
    parts.push(QUESTIONNAIRE_SUMMARY_TEXTS.answerTime(duration(settings.answerTimeSeconds)));
  if (settings.triesPerQuestion !== defaults.triesPerQuestion)
    parts.push(QUESTIONNAIRE_SUMMARY_TEXTS.tries(settings.triesPerQuestion));
  if (settings.thinkTimeSeconds !== defaults.thinkTimeSeconds)
    parts.push(QUESTIONNAIRE_SUMMARY_TEXTS.thinkTime(duration(settings.thinkTimeSeconds)));
  if (settings.practiceQuestion !== defaults.practiceQuestion)
    parts.push(QUESTIONNAIRE_SUMMARY_TEXTS.noPractice);
  if (settings.showRequirements) parts.push(QUESTIONNAIRE_SUMMARY_TEXTS.requirementsShown);
  if (settings.endAfterKnockout) parts.push(QUESTIONNAIRE_SUMMARY_TEXTS.endsAfterKnockout);
  return parts;
}
