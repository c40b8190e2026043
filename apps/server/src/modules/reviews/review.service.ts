import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecruiterIdentity, ReviewBody, ReviewResult } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { findOwnInterview } from '../interview-access/index.js';
import { recordActivity } from './activity.service.js';
import { listCriteriaOf } from './criteria.repository.js';
import {
  mergeStars,
  ratingSummary,
  readCriterionStars,
  readQuestionStars,
  toReviewDto,
} from './review.dto.js';
import * as repo from './review.repository.js';

const fieldError = (message: string, path: string) =>
  new AppError('VALIDATION', { message, fields: [{ path, message }] });

/** Stars must point at something this interview has: one of its questions, one of its criteria. */
function requireKnown(
  ids: readonly string[] | undefined,
  known: ReadonlySet<string>,
  path: string,
  what: string,
) {
  ids?.forEach((id, i) => {
    if (!known.has(id)) throw fieldError(`Unknown ${what} for this interview.`, `body.${path}.${i}`);
  });
}

export function createReviewService({ db }: { db: Kysely<DB> }) {
  return {
    /** PUT /interviews/{id}/review: the caller's own review, created or changed (omitted parts kept). */
    async upsert(identity: RecruiterIdentity, id: string, body: ReviewBody): Promise<ReviewResult> {
      const interview = await findOwnInterview(db, identity, id);
      const [stored, questionKeys, criteria] = await Promise.all([
        repo.findReview(db, interview.id, identity.userId),
        repo.questionKeysOf(db, interview.id, interview.questionnaire_id),
        interview.questionnaire_id ? listCriteriaOf(db, [interview.questionnaire_id]) : Promise.resolve([]),
      ]);
      requireKnown(
        body.ratings?.map((r) => r.questionId),
        questionKeys,
        'ratings',
        'questionId',
      );
      requireKnown(
        body.criteria?.map((c) => c.criterionId),
        new Set(criteria.map((c) => c.id)),
        'criteria',
        'criterionId',
      );

      const now = nowIso();
      const overall = body.overall === undefined ? (stored?.overall ?? null) : body.overall;
      const recommendation =
        body.recommendation === undefined ? (stored?.recommendation ?? null) : body.recommendation;
      const ratings = mergeStars(
        readQuestionStars(stored?.ratings ?? '[]').map((r) => ({ id: r.questionId, stars: r.stars })),
        body.ratings?.map((r) => ({ id: r.questionId, stars: r.stars })),
      ).map(({ id: questionId, stars }) => ({ questionId, stars }));
      const criterionStars = mergeStars(
        readCriterionStars(stored?.criteria ?? '[]').map((c) => ({ id: c.criterionId, stars: c.stars })),
        body.criteria?.map((c) => ({ id: c.criterionId, stars: c.stars })),
      ).map(({ id: criterionId, stars }) => ({ criterionId, stars }));
      await db.transaction().execute(async (trx) => {
        await repo.upsertReview(trx, {
          id: stored?.id ?? randomUUID(),
          application_id: interview.id,
          reviewer_user_id: identity.userId,
          overall,
          recommendation,
          ratings: JSON.stringify(ratings),
          criteria: JSON.stringify(criterionStars),
          created_at: stored?.created_at ?? now,
          updated_at: now,
        });
        await recordActivity(trx, { userId: identity.userId }, 'rated', [interview.id], {
          overall,
          recommendation,
          questionsRated: ratings.length,
          criteriaRated: criterionStars.length,
        });
      });

      const [reviews, ratingsById] = await Promise.all([
        repo.listReviewsOf(db, [interview.id]),
        repo.teamRatings(db, [interview.id]),
      ]);
      const mine = reviews.find((r) => r.reviewer_user_id === identity.userId);
      if (!mine) throw new Error('the review just written is missing');
      const team = ratingsById.get(interview.id);
      return {
        review: toReviewDto(mine, criteria, identity.userId),
        rating: ratingSummary(team?.average, team?.count ?? 0),
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
