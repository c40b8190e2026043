import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyParamsSchema,
  ErrorResponseSchema,
  InterviewListQuerySchema,
  InterviewListSchema,
  InterviewParamsSchema,
  InterviewSchema,
  PatchRecruiterInterviewBodySchema,
  RESUME_MIME_TYPES,
} from '@vi/contracts';
import { recruiterOf } from '../auth/auth.plugin.js';
import { createInterviewService } from './interview.service.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters could split the header; quotes and slashes could end or redirect the name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"\\/]/g;

/**
 * Content-Disposition for a stored resume. Its name came from the applicant's upload, so it is reduced
 * to safe ASCII for `filename` and percent-encoded for `filename*` (RFC 6266 / RFC 5987).
 */
function attachmentDisposition(name: string): string {
  const clean = name.replace(LONE_SURROGATE, '').replace(UNSAFE_IN_NAME, '').trim() || 'resume';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const binary = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
const ResumeFileResponse = {
  description: 'The resume file, as uploaded',
  content: Object.fromEntries(
    [...RESUME_MIME_TYPES, 'application/octet-stream'].map((type) => [type, binary]),
  ),
};

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewService({ db: app.db, storage: app.storage });
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/company/:companyId/interviews',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary: "The company's interviews, newest first, a page at a time, with their responses",
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
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary: 'One interview with its responses (the review screen)',
        params: InterviewParamsSchema,
        response: { 200: InterviewSchema, ...errors, 404: ErrorResponseSchema },
      },
    },
    (request) => service.get(recruiterOf(request), request.params.id),
  );

  app.patch(
    '/interviews/:id',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary:
          "Changes an interview's accommodations (extra time, extra tries, audio only) until it is completed",
        params: InterviewParamsSchema,
        body: PatchRecruiterInterviewBodySchema,
        response: { 200: InterviewSchema, ...errors, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    (request) => service.patch(recruiterOf(request), request.params.id, request.body),
  );

  app.get(
    '/interviews/:id/resume',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary: "Downloads the applicant's resume",
        params: InterviewParamsSchema,
        response: { 200: ResumeFileResponse, ...errors, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const resume = await service.openResume(recruiterOf(request), request.params.id);
      return reply
        .header('content-type', resume.contentType)
        .header('content-length', resume.length)
        .header('content-disposition', attachmentDisposition(resume.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(resume.stream);
    },
  );
};
