import { z } from 'zod';
import type { RatingSummary, Review } from '@vi/contracts';
import type { CriterionRow } from './criteria.repository.js';
import type { GuestReviewRow, ReviewRow } from './review.repository.js';

const QuestionStarsSchema = z.array(z.object({ questionId: z.string(), stars: z.number().int() }));
const CriterionStarsSchema = z.array(z.object({ criterionId: z.string(), stars: z.number().int() }));

export type QuestionStars = z.infer<typeof QuestionStarsSchema>;
export type CriterionStars = z.infer<typeof CriterionStarsSchema>;

/** Stars are JSON text; anything unreadable (a hand-edited row) reads as none. */
function parseList<T>(schema: z.ZodType<T[]>, text: string): T[] {
  try {
    return schema.safeParse(JSON.parse(text)).data ?? [];
  } catch {
    return [];
  }
}

export const readQuestionStars = (text: string) => parseList(QuestionStarsSchema, text);
export const readCriterionStars = (text: string) => parseList(CriterionStarsSchema, text);

/**
 * Applies a PUT's changes to stored stars (by question or criterion id): an entry with stars sets them,
 * one with null removes them, and ids the body does not name keep theirs.
 */
export function mergeStars(
  stored: readonly { id: string; stars: number }[],
  changes: readonly { id: string; stars: number | null }[] | undefined,
): { id: string; stars: number }[] {
  const byId = new Map(stored.map((s) => [s.id, s.stars]));
  for (const change of changes ?? []) {
    if (change.stars === null) byId.delete(change.id);
    else byId.set(change.id, change.stars);
  }
  return [...byId].map(([id, stars]) => ({ id, stars }));
}

/** The mean of the overall ratings to two decimals; null when nobody gave one. */
export function ratingSummary(average: number | string | null | undefined, count: number): RatingSummary {
  if (average === null || average === undefined || count === 0) return { average: null, count: 0 };
  return { average: Math.round(Number(average) * 100) / 100, count };
}

export function toReviewDto(row: ReviewRow, criteria: readonly CriterionRow[], viewerUserId: number): Review {
  const labels = new Map(criteria.map((c) => [c.id, c.label]));
  return {
    id: row.id,
    kind: 'recruiter',
    reviewerName: `${row.first_name} ${row.last_name}`.trim(),
    reviewerUserId: row.reviewer_user_id,
    shareLinkId: null,
    isMine: row.reviewer_user_id === viewerUserId,
    overall: row.overall,
    recommendation: row.recommendation,
    comment: null,
    ratings: readQuestionStars(row.ratings),
    // A criterion removed from the questionnaire takes its stars out of view with it.
    criteria: readCriterionStars(row.criteria).flatMap((c) => {
      const label = labels.get(c.criterionId);
      return label === undefined ? [] : [{ ...c, label }];
    }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toGuestReviewDto(row: GuestReviewRow): Review {
  return {
    id: row.id,
    kind: 'guest',
    reviewerName: row.reviewer_name,
    reviewerUserId: null,
    shareLinkId: row.share_link_id,
    isMine: false,
    overall: row.overall,
    recommendation: null,
    comment: row.comment,
    ratings: [],
    criteria: [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
