import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';

export interface QuestionnaireFixture {
  questionnaireId: string;
  questionIds: string[];
}

/** Inserts a questionnaire with its questions directly, optionally attached to jobs. */
export async function createQuestionnaire(
  db: Kysely<DB>,
  companyId: number,
  userId: number,
  overrides: {
    name?: string;
    contentType?: 'Audio' | 'Video';
    active?: boolean;
    questions?: string[];
    attachTo?: number[];
  } = {},
): Promise<QuestionnaireFixture> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const name = overrides.name ?? `Screen ${id.slice(0, 8)}`;
  await db
    .insertInto('questionnaires')
    .values({
      id,
      company_id: companyId,
      user_id: userId,
      name,
      name_key: name.trim().toLowerCase(),
      content_type: overrides.contentType ?? 'Video',
      active: overrides.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const texts = overrides.questions ?? ['Tell us about yourself.', 'Why this job?', 'Any questions?'];
  const questionIds = texts.map((_, i) => `question-${i + 1}`);
  await db
    .insertInto('questions')
    .values(
      texts.map((text, i) => ({
        id: randomUUID(),
        questionnaire_id: id,
        position: i,
        question_key: questionIds[i]!,
        text,
        required: 1 as const,
        type: 'Text' as const,
        options: null,
      })),
    )
    .execute();
  for (const jobId of overrides.attachTo ?? []) {
    await db
      .insertInto('job_questionnaires')
      .values({ job_id: jobId, questionnaire_id: id, attached_by: userId, created_at: now })
      .execute();
  }
  return { questionnaireId: id, questionIds };
}
