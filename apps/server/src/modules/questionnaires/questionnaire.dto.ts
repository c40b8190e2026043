import { QuestionOptionSchema, type ContentType, type Question, type Questionnaire } from '@vi/contracts';
import type { QuestionRow } from '../../db/schema.js';
import { readSettings } from '../../lib/interview-limits.js';
import type { CriterionRow } from '../reviews/index.js';
import type { QuestionnaireWithCreator } from './questionnaire.repository.js';

const OptionListSchema = QuestionOptionSchema.array();

/** Options are JSON text; anything unreadable (a hand-edited row) is shown as no options. */
function parseOptions(text: string | null): Question['options'] {
  if (text === null) return null;
  try {
    const parsed = OptionListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function toQuestionDto(row: QuestionRow): Question {
  const type = row.type === 'Select' || row.type === 'Multiselect' ? row.type : 'Text';
  return {
    questionId: row.question_key,
    questionText: row.text,
    text: row.text,
    required: row.required === 1,
    type,
    options: type === 'Text' ? null : parseOptions(row.options),
  };
}

export const toContentType = (value: string): ContentType => (value === 'Audio' ? 'Audio' : 'Video');

export function toQuestionnaireDto(
  row: QuestionnaireWithCreator,
  questions: QuestionRow[],
  activeJobCount: number,
  criteria: readonly CriterionRow[],
): Questionnaire {
  const hasCreator = row.creator_first_name !== null || row.creator_last_name !== null;
  return {
    questionnaireId: row.id,
    id: row.id,
    questionnaireName: row.name,
    companyId: row.company_id,
    userId: row.user_id,
    contentType: toContentType(row.content_type),
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: hasCreator
      ? {
          userId: row.user_id,
          fullName: [row.creator_first_name, row.creator_last_name].filter(Boolean).join(' '),
        }
      : null,
    questions: questions.map(toQuestionDto),
    questionCount: questions.length,
    activeJobCount,
    settings: readSettings(row.settings),
    criteria: criteria.map((c) => ({ criterionId: c.id, label: c.label })),
  };
}
