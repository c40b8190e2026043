import type { InterviewSort } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-pipeline.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * Texts of the candidate list beyond the spec's grid (those are shared/ui/recruiter/interview-texts.ts),
 * in the recruiter's language (docs/languages.md).
 */
const PIPELINE = recruiterNamespace('recruiter-pipeline', english);

export const SORT_LABELS: Readonly<Record<InterviewSort, string>> = recruiterTexts(PIPELINE, 'sort');

export const PIPELINE_TEXTS = recruiterTexts(PIPELINE, 'list', {
  ratingAtLeast: (stars: number) => PIPELINE.t('list.ratingAtLeast', { stars }),
  stageLabel: (stage: string) => PIPELINE.t('list.stageLabel', { stage }),
  select: (name: string) => PIPELINE.t('list.select', { name }),
  selectedCount: (count: number) => PIPELINE.t('list.selectedCount', { count }),
  moved: (count: number, stage: string) => PIPELINE.t('list.moved', { count, stage }),
  tooManyForStage: (max: number) => PIPELINE.t('list.tooManyForStage', { max }),
});

/** The table's column headings. */
export const COLUMN_TEXTS = recruiterTexts(PIPELINE, 'columns');
