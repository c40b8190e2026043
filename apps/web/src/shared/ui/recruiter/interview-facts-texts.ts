import type { InterviewStage } from '@vi/contracts';
import { recruiterTexts } from '../../i18n/recruiter-i18n';
import { INTERVIEWS } from './interview-texts';

/** The hiring stages' names, as the candidate list, its filters and the compare screen show them. */
export const STAGE_LABELS: Readonly<Record<InterviewStage, string>> = recruiterTexts(INTERVIEWS, 'stages');

/** Texts of the stage badge and the team's rating, shown in the candidate list and the compare screen. */
export const INTERVIEW_FACTS_TEXTS = recruiterTexts(INTERVIEWS, 'facts', {
  ratingText: (average: number, count: number) => INTERVIEWS.t('facts.ratingText', { average, count }),
});
