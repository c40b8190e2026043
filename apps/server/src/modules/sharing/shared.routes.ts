import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GuestReviewBodySchema,
  GuestReviewSchema,
  RESUME_MIME_TYPES,
  SharedInterviewParamsSchema,
  SharedMediaParamsSchema,
  SharedPageSchema,
  SharedTokenParamsSchema,
} from '@vi/contracts';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { rangedFileRequest, sendRangedFile } from '../../lib/http-range.js';
import { errorResponses } from '../../lib/error-responses.js';

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const binary = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
const file = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, binary])),
});
const MEDIA_TYPES = ['video/webm', 'video/mp4', 'audio/webm', 'audio/mp4', 'audio/wav', 'image/jpeg'];

/**
 * What a share link opens, with the link's token as the only credential: no account, no cookie. An
 * unknown token is 404; a revoked or expired link is 410, for its page and its files alike.
 */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shared } = app.services;
  const linkErrors = errorResponses(404, 410);

  app.get(
    '/shared/:token',
    {
      schema: {
        tags: ['sharing'],
        summary:
          "A share link's interviews: answers, transcripts, media addresses that work with the link alone",
        description:
          "Contact details (last name, email, phone, resume) only when the link shows them; the team's " +
          'rating only when it takes reviews. Each view is counted and logged on the interviews.',
        security: [],
        params: SharedTokenParamsSchema,
        response: { 200: SharedPageSchema, ...errorResponses(400), ...linkErrors },
      },
    },
    async (request, reply) => {
      const page = await shared.page(request.params.token);
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.route({
    // HEAD is declared, not derived: Fastify's derived HEAD would read and discard the whole object.
    method: ['GET', 'HEAD'],
    url: '/shared/:token/media/:answerId/:kind',
    schema: {
      tags: ['sharing'],
      summary: "Streams a shared answer's video, audio or thumbnail, with single-range requests",
      security: [],
      params: SharedMediaParamsSchema,
      response: {
        200: file('The whole file', MEDIA_TYPES),
        206: file('The requested byte range', MEDIA_TYPES),
        304: z.null().describe('Not modified (If-None-Match)'),
        ...errorResponses(400),
        ...linkErrors,
        // MEDIA_PROCESSING (with Retry-After) while the answer's media is being made.
        ...errorResponses(409, 416),
      },
    },
    handler: async (request, reply) => {
      const { token, answerId, kind } = request.params;
      return sendRangedFile(reply, await shared.media(token, answerId, kind, rangedFileRequest(request)));
    },
  });

  app.get(
    '/shared/:token/interviews/:id/resume',
    {
      schema: {
        tags: ['sharing'],
        summary: "Downloads a shared applicant's resume (only through a link that shows contact details)",
        security: [],
        params: SharedInterviewParamsSchema,
        response: {
          200: file('The resume file, as uploaded', [...RESUME_MIME_TYPES, 'application/octet-stream']),
          ...errorResponses(400),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => {
      const resume = await shared.resume(request.params.token, request.params.id);
      return reply
        .header('content-type', resume.contentType)
        .header('content-length', resume.length)
        .header('content-disposition', attachmentDisposition(resume.fileName, 'resume'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(resume.stream);
    },
  );

  app.put(
    '/shared/:token/interviews/:id/review',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Leaves or changes a named review through a link that takes reviews (403 otherwise)',
        description:
          "One review per typed name, link and interview; it is listed among the team's reviews as a guest's.",
        security: [],
        params: SharedInterviewParamsSchema,
        body: GuestReviewBodySchema,
        response: {
          200: GuestReviewSchema,
          ...errorResponses(400, 403),
          ...linkErrors,
        },
      },
    },
    (request) => shared.review(request.params.token, request.params.id, request.body),
  );
};
