import type { Kysely, Transaction } from 'kysely';
import {
  KnockoutSchema,
  type InterviewResponse,
  type Knockout,
  type Screening,
  type WebhookEventData,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { InterviewRow } from '../interview-access/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Answers that are not recordings (written by modules/answers), of many applications in one query. */
export function listQuestionAnswers(db: Db, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('question_answers')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('application_id')
    .orderBy('position')
    .execute();
}
export type QuestionAnswerRow = Awaited<ReturnType<typeof listQuestionAnswers>>[number];

function parseList<T>(json: string | null, parse: (v: unknown) => T | undefined): T[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(parse).filter((v): v is T => v !== undefined) : [];
  } catch {
    return [];
  }
}
const asString = (v: unknown) => (typeof v === 'string' ? v : undefined);
const asKnockout = (v: unknown) => KnockoutSchema.safeParse(v).data;

export const knockoutsOf = (row: QuestionAnswerRow): Knockout[] => parseList(row.knockouts, asKnockout);

/** A choice, a written text or a skip, in the shape of a recorded answer without media. */
export function toQuestionAnswerResponse(row: QuestionAnswerRow): InterviewResponse {
  const isChoice = row.question_type === 'Select' || row.question_type === 'Multiselect';
  return {
    questionId: row.question_key,
    questionText: row.question_text,
    videoUrl: null,
    audioUrl: null,
    thumbnailUrl: null,
    duration: null,
    transcription: { status: 'unavailable', text: null, segments: [] },
    type: row.question_type,
    ...(isChoice && row.skipped === 0
      ? { optionIds: parseList(row.option_ids, asString), labels: parseList(row.labels, asString) }
      : {}),
    ...(row.text !== null ? { text: row.text } : {}),
    skipped: row.skipped === 1,
  };
}

/** Recorded and other answers in the questionnaire's order. */
export function mergeResponses(
  recorded: readonly { position: number; response: InterviewResponse }[],
  others: readonly QuestionAnswerRow[],
): InterviewResponse[] {
  return [
    ...recorded.map((r) => ({ ...r, response: { ...r.response, type: 'Text' as const } })),
    ...others.map((o) => ({ position: o.position, response: toQuestionAnswerResponse(o) })),
  ]
    .sort((a, b) => a.position - b.position)
    .map((r) => r.response);
}

/** Which answers hit a knockout option; a recruiter's override is reported beside, never erasing them. */
export function screeningOf(
  row: Pick<InterviewRow, 'screening_overridden_at' | 'screening_overridden_by'>,
  others: readonly QuestionAnswerRow[],
): Screening {
  const knockouts = others.flatMap(knockoutsOf);
  return {
    meetsRequirements: knockouts.length === 0,
    knockouts,
    override: row.screening_overridden_at
      ? { at: row.screening_overridden_at, userId: row.screening_overridden_by }
      : null,
  };
}

export function groupQuestionAnswers(rows: readonly QuestionAnswerRow[]): Map<string, QuestionAnswerRow[]> {
  const groups = new Map<string, QuestionAnswerRow[]>();
  for (const row of rows) groups.set(row.application_id, [...(groups.get(row.application_id) ?? []), row]);
  return groups;
}

/** Answers as the `interview.completed` event and the recruiter's CSV name them. */
function toWebhookAnswer(row: QuestionAnswerRow): WebhookEventData<'interview.completed'>['answers'][number] {
  const { optionIds, labels, text, skipped, type } = toQuestionAnswerResponse(row);
  return {
    questionId: row.question_key,
    questionText: row.question_text,
    type: type ?? row.question_type,
    ...(optionIds ? { optionIds } : {}),
    ...(labels ? { labels } : {}),
    ...(text !== undefined ? { text } : {}),
    skipped: skipped ?? false,
    answeredAt: row.answered_at,
  };
}

/** What `interview.completed` carries beyond the interview's ids: the answers that are not recordings and the screening. */
export async function completionAnswers(
  db: Db,
  applicationId: string,
): Promise<Pick<WebhookEventData<'interview.completed'>, 'answers' | 'screening'>> {
  const rows = await listQuestionAnswers(db, [applicationId]);
  // Nobody has decided anything at completion yet, so there is no override to report.
  const screening = screeningOf({ screening_overridden_at: null, screening_overridden_by: null }, rows);
  return { answers: rows.map(toWebhookAnswer), screening };
}
