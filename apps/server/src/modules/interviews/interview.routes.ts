import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyParamsSchema,
  InterviewFilterQuerySchema,
  InterviewListQuerySchema,
  InterviewListSchema,
  InterviewParamsSchema,
  InterviewDetailSchema,
  PatchRecruiterInterviewBodySchema,
  RESUME_MIME_TYPES,
} from '@vi/contracts';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const binary = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
const ResumeFileResponse = {
  description: 'The resume file, as uploaded',
  content: Object.fromEntries(
    [...RESUME_MIME_TYPES, 'application/octet-stream'].map((type) => [type, binary]),
  ),
};

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.interviews;
  const exports = app.services.interviewExports;
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/company/:companyId/interviews.csv',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary: "The company's interviews as CSV, with the list's filters and order",
        description:
          'RFC 4180 (CRLF, quoted where needed); cells a spreadsheet would read as a formula start with an ' +
          "apostrophe. Columns: applicant, email, job, questionnaire, status, stage, average rating, review count, each reviewer's overall and recommendation, completed at, date applied.",
        params: CompanyParamsSchema,
        querystring: InterviewFilterQuerySchema,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = await exports.csv(recruiterOf(request), request.params.companyId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`interviews-${day}.csv`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.get(
    '/company/:companyId/interviews',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary:
          "The company's interviews, a page at a time, with their responses, stage and rating; filtered, searched and sorted",
        params: CompanyParamsSchema,
        querystring: InterviewListQuerySchema,
        response: { 200: InterviewListSchema, ...errors },
      },
    },
    (request) => service.list(recruiterOf(request), request.params.companyId, request.query),
  );

  app.get(
    '/interviews/:id',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary:
          'One interview with its responses, reviews and scorecard criteria (the review screen); logged as viewed',
        params: InterviewParamsSchema,
        response: { 200: InterviewDetailSchema, ...errors, ...errorResponses(404) },
      },
    },
    (request) => service.view(recruiterOf(request), request.params.id),
  );

  app.patch(
    '/interviews/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary:
          "Changes an interview's stage, or its accommodations (extra time, extra tries, audio only) until it is completed",
        params: InterviewParamsSchema,
        body: PatchRecruiterInterviewBodySchema,
        response: {
          200: InterviewDetailSchema,
          ...errors,
          ...errorResponses(404, 409),
        },
      },
    },
    (request) => service.patch(recruiterOf(request), request.params.id, request.body),
  );

  app.get(
    '/interviews/:id/resume',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary: "Downloads the applicant's resume",
        params: InterviewParamsSchema,
        response: { 200: ResumeFileResponse, ...errors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const resume = await service.openResume(recruiterOf(request), request.params.id);
      return reply
        .header('content-type', resume.contentType)
        .header('content-length', resume.length)
        .header('content-disposition', attachmentDisposition(resume.fileName, 'resume'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(resume.stream);
    },
  );
};
