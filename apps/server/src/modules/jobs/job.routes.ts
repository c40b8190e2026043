import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyJobParamsSchema,
  CompanyParamsSchema,
  JobBodySchema,
  JobCardQuerySchema,
  JobListQuerySchema,
  JobListSchema,
  JobParamsSchema,
  JobSchema,
  PublicJobSchema,
  type PublicJob,
} from '@vi/contracts';
import { conditionalGet, NOT_MODIFIED } from '../../lib/etag.js';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf, optionalRecruiter } from '../auth/index.js';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;
  const errors = errorResponses(400, 401, 403);
  const reading = { preHandler: app.requireRecruiter, config: { permission: 'review' as const } };
  const recruiting = { preHandler: app.requireRecruiter, config: { permission: 'recruit' as const } };

  app.get(
    '/company/:companyId/jobs',
    {
      ...reading,
      schema: {
        tags: ['jobs'],
        summary: "The company's jobs, newest first, each with its attached questionnaire id",
        params: CompanyParamsSchema,
        querystring: JobListQuerySchema,
        response: { 200: JobListSchema, ...errors },
      },
    },
    (request) => service.list(recruiterOf(request), request.params.companyId, request.query),
  );

  app.get(
    '/job/:id',
    {
      config: { permission: 'review' },
      onSend: conditionalGet,
      schema: {
        tags: ['jobs'],
        summary:
          "One job: an open job's public card without a token, every field with a token of the job's " +
          "company. A deactivated user's token, or one naming a user of another company, is 403.",
        description:
          'Only an open job (status Open) is public. The card of a job that is not open (a draft, a closed ' +
          "job) is shown only with `guid`, the guid of an application for that job, or to the job's own " +
          'company; otherwise it is the same 404 as a job that does not exist. ' +
          "Sent with an ETag and `Cache-Control: no-cache` (`public` for an open job's card, `private` for " +
          'the full job or a card opened by a guid); a request whose `If-None-Match` holds the current ETag ' +
          'gets 304 with no body.',
        params: JobParamsSchema,
        querystring: JobCardQuerySchema,
        // The public card is checked strictly first (the common, anonymous case passes at once); a full
        // job has extra fields, fails that check and is then checked as a full job.
        response: {
          200: z.union([PublicJobSchema.strict(), JobSchema]),
          304: NOT_MODIFIED,
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = await optionalRecruiter(app, request);
      const found = await service.get(viewer, request.params.id, request.query.guid);
      // The answer depends on who asks, so no shared cache may keep one caller's view for another; the
      // card is public, the full job the recruiter's. Either is asked for again every time (ETag, 304).
      void reply.header('vary', 'authorization, x-iframe-token, cookie');
      if (found.job) return reply.header('cache-control', 'private, no-cache').send(found.job);
      const { card, isPublic } = found;
      // Already checked against PublicJobSchema and serialised (the service keeps the bytes).
      return reply
        .header('cache-control', isPublic ? 'public, no-cache' : 'private, no-cache')
        .header('etag', card.etag)
        .type('application/json; charset=utf-8')
        .send(card.body as unknown as PublicJob);
    },
  );

  app.post(
    '/company/:companyId/jobs',
    {
      ...recruiting,
      schema: {
        tags: ['jobs'],
        summary: 'Create a job (description and requirements HTML is sanitised)',
        params: CompanyParamsSchema,
        body: JobBodySchema,
        response: { 201: JobSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const job = await service.create(recruiterOf(request), request.params.companyId, request.body);
      return reply.status(201).send(job);
    },
  );

  app.put(
    '/company/:companyId/jobs/:jobId',
    {
      ...recruiting,
      schema: {
        tags: ['jobs'],
        summary: 'Replace a job (same rules as create)',
        params: CompanyJobParamsSchema,
        body: JobBodySchema,
        response: { 200: JobSchema, ...errors, ...errorResponses(404) },
      },
    },
    (request) =>
      service.update(recruiterOf(request), request.params.companyId, request.params.jobId, request.body),
  );

  app.delete(
    '/company/:companyId/jobs/:jobId',
    {
      ...recruiting,
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job without applications (a job with applications is closed instead: 409)',
        params: CompanyJobParamsSchema,
        response: {
          204: z.null().describe('No content'),
          ...errors,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request, reply) => {
      await service.remove(recruiterOf(request), request.params.companyId, request.params.jobId);
      return reply.status(204).send(null);
    },
  );
};
