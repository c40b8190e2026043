import { z } from 'zod';
import {
  isChoiceType,
  QUESTION_LIMITS,
  type ContentType,
  type Question,
  type QuestionType,
  type Questionnaire,
  type StoredQuestionOption,
} from '@vi/contracts';
import type { QuestionRow } from '../../db/schema.js';
import { readSettings } from '../../lib/interview-limits.js';
import type { CriterionRow } from '../reviews/index.js';
import type { QuestionnaireWithCreator } from './questionnaire.repository.js';

/** Stored options; rows written before option ids existed get option-{n} by position, as on the next edit. */
const StoredOptionListSchema = z
  .object({ optionId: z.string().optional(), label: z.string(), knockout: z.boolean().optional() })
  .array();

/** Options are JSON text; anything unreadable (a hand-edited row) is shown as no options. */
export function parseOptions(text: string | null): StoredQuestionOption[] | null {
  if (text === null) return null;
  try {
    const parsed = StoredOptionListSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    return parsed.data.map((o, i) => ({
      optionId: o.optionId ?? `option-${i + 1}`,
      label: o.label,
      knockout: o.knockout ?? false,
    }));
  } catch {
    return null;
  }
}

export const toQuestionType = (value: string): QuestionType =>
  value === 'Select' || value === 'Multiselect' || value === 'Written' ? value : 'Text';

export function toQuestionDto(row: QuestionRow): Question {
  const type = toQuestionType(row.type);
  return {
    questionId: row.question_key,
    questionText: row.text,
    text: row.text,
    required: row.required === 1,
    type,
    options: isChoiceType(type) ? parseOptions(row.options) : null,
    ...(type === 'Written'
      ? { maxCharacters: row.max_characters ?? QUESTION_LIMITS.defaultWrittenCharacters }
      : {}),
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
    language: row.language,
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
