import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantGuidParamsSchema,
  CompanyParamsSchema,
  EraseInterviewBodySchema,
  EraseInterviewResultSchema,
  InterviewParamsSchema,
  RetentionImpactQuerySchema,
  RetentionImpactSchema,
  RetentionPreviewQuerySchema,
  RetentionPreviewSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { callerOfGuidRoute, recruiterOf } from '../auth/index.js';

/** Erasure (applicant and recruiter) and the retention rule's preview. See docs/privacy.md. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { privacy, retention } = app.services;
  const errors = errorResponses(400, 401, 403, 404);

  app.post(
    '/interview/:applicantGuid/erase',
    {
      // The answer says what became of the applicant's data; no cache may keep it.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      },
      schema: {
        tags: ['applicant'],
        summary:
          "Erases the applicant's interview: media, transcripts, resume and contact details; the link stops working",
        description:
          'The body must be `{ "confirm": true }`. Afterwards this guid answers 404 on every applicant route, ' +
          'the media routes and the recording channel. The recruiter sees a tombstone and is mailed.',
        params: ApplicantGuidParamsSchema,
        body: EraseInterviewBodySchema,
        response: { 200: EraseInterviewResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      privacy.eraseByApplicant(request.params.applicantGuid, await callerOfGuidRoute(app, request)),
  );

  app.delete(
    '/interviews/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary:
          "Erases an interview's personal data (an applicant's request that arrived by mail); the tombstone stays",
        params: InterviewParamsSchema,
        response: { 200: EraseInterviewResultSchema, ...errors },
      },
    },
    (request) => privacy.eraseByRecruiter(recruiterOf(request), request.params.id),
  );

  app.get(
    '/company/:companyId/retention/preview',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: "The interviews the company's retention rule deletes between now and now + days",
        description:
          'An interview is deleted retentionDays after it was completed, or after its invitation expired ' +
          'unanswered. Interviews already due are listed too (the next pass deletes them).',
        params: CompanyParamsSchema,
        querystring: RetentionPreviewQuerySchema,
        response: { 200: RetentionPreviewSchema, ...errors },
      },
    },
    (request) => retention.preview(recruiterOf(request), request.params.companyId, request.query.days),
  );

  app.get(
    '/company/:companyId/retention/impact',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: 'How many interviews and answers a retention rule would delete, asked before saving it',
        description:
          '`atOnce`: what the first retention pass after saving deletes (interviews completed, or whose ' +
          'invitation expired unanswered, on or before `cutoff`); `later`: what follows within `windowDays` ' +
          'days. Counts only; nothing is changed.',
        params: CompanyParamsSchema,
        querystring: RetentionImpactQuerySchema,
        response: { 200: RetentionImpactSchema, ...errors },
      },
    },
    (request) =>
      retention.impact(recruiterOf(request), request.params.companyId, request.query.retentionDays),
  );
};
