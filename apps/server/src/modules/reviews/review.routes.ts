import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityListSchema,
  ActivityQuerySchema,
  BulkStageBodySchema,
  BulkStageResultSchema,
  CompanyParamsSchema,
  InterviewParamsSchema,
  ReviewBodySchema,
  ReviewResultSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** Reviews, stages and the activity log of interviews; notes have their own routes (note.routes.ts). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews, stages, activity } = app.services;
  const errors = errorResponses(400, 401, 403, 404);

  app.put(
    '/interviews/:id/review',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary:
          "Creates or changes the caller's own review: overall stars, recommendation, per-answer and criteria stars",
        description:
          'One review per recruiter and interview. Omitted parts keep their stored values; null clears one ' +
          '(the overall, the recommendation, or one question or criterion). Answers with the review and the ' +
          "team's new average.",
        params: InterviewParamsSchema,
        body: ReviewBodySchema,
        response: { 200: ReviewResultSchema, ...errors },
      },
    },
    (request) => reviews.upsert(recruiterOf(request), request.params.id, request.body),
  );

  app.post(
    '/company/:companyId/interviews/stage',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary: 'Moves up to 100 interviews to one stage, all or nothing',
        description:
          "An id that is not one of the company's interviews refuses the whole request (404); nothing changes.",
        params: CompanyParamsSchema,
        body: BulkStageBodySchema,
        response: { 200: BulkStageResultSchema, ...errors },
      },
    },
    (request) => stages.bulk(recruiterOf(request), request.params.companyId, request.body),
  );

  app.get(
    '/interviews/:id/activity',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary: "The interview's activity log, newest first: views, plays, ratings, notes, stages, sharing",
        params: InterviewParamsSchema,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityListSchema, ...errors },
      },
    },
    (request) => activity.list(recruiterOf(request), request.params.id, request.query),
  );
};
