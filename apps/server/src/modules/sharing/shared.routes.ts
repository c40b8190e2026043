import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerPlayedBodySchema,
  GUEST_KEY_HEADER,
  GuestReviewBodySchema,
  GuestReviewHeadersSchema,
  GuestReviewSchema,
  RESUME_MIME_TYPES,
  REVIEW_LIMITS,
  SharedAnswerPlayedParamsSchema,
  SharedInterviewParamsSchema,
  SharedCaptionsParamsSchema,
  SharedMediaParamsSchema,
  SharedPageHeadersSchema,
  SharedPageSchema,
  SharedTokenParamsSchema,
} from '@vi/contracts';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { rangedFileRequest, sendRangedFile } from '../../lib/http-range.js';
import { errorResponses } from '../../lib/error-responses.js';
import { webVttFile } from '../media/index.js';

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
  // A link is a bearer credential any address may hold: these limits sit under the global one.
  const perAddress = { rateLimit: { max: REVIEW_LIMITS.sharedRequestsPerMinute, timeWindow: '1 minute' } };
  const mediaPerAddress = {
    rateLimit: { max: REVIEW_LIMITS.sharedMediaRequestsPerMinute, timeWindow: '1 minute' },
  };

  app.get(
    '/shared/:token',
    {
      config: perAddress,
      schema: {
        tags: ['sharing'],
        summary:
          "A share link's interviews: answers, transcripts, media addresses that work with the link alone",
        description:
          "Contact details (last name, email, phone, resume) only when the link shows them; the team's " +
          "rating and every guest's reviews only when it shows the team's reviews, otherwise the reviews of " +
          `the names the browser's guest key (\`${GUEST_KEY_HEADER}\`) reviews under. Each view is counted ` +
          'and logged on the interviews.',
        security: [],
        params: SharedTokenParamsSchema,
        headers: SharedPageHeadersSchema,
        response: { 200: SharedPageSchema, ...errorResponses(400, 429), ...linkErrors },
      },
    },
    async (request, reply) => {
      const page = await shared.page(request.params.token, request.headers[GUEST_KEY_HEADER]);
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.get(
    '/shared/:token/media/:answerId/captions',
    {
      schema: {
        tags: ['sharing'],
        summary: "A shared answer's automatic captions (WebVTT), from its transcript",
        description:
          'The same captions as the recruiters get; 404 while the answer has no transcript with words.',
        security: [],
        params: SharedCaptionsParamsSchema,
        response: { 200: webVttFile('WebVTT captions'), ...errorResponses(400), ...linkErrors },
      },
    },
    async (request, reply) => {
      const { token, answerId } = request.params;
      const captions = await shared.captions(token, answerId);
      return reply.headers(captions.headers).send(captions.body);
    },
  );

  app.route({
    // HEAD is declared, not derived: Fastify's derived HEAD would read and discard the whole object.
    method: ['GET', 'HEAD'],
    url: '/shared/:token/media/:answerId/:kind',
    config: mediaPerAddress,
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
      config: perAddress,
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
      config: perAddress,
      schema: {
        tags: ['sharing'],
        summary: 'Leaves or changes a named review through a link that takes reviews (403 otherwise)',
        description:
          "One review per typed name, link and interview; it is listed among the team's reviews as a guest's. " +
          `A name is bound to the browser's guest key (\`${GUEST_KEY_HEADER}\`) that first used it on the link: ` +
          'the same key edits the review, another key is refused with 409 `GUEST_NAME_TAKEN`.',
        security: [],
        params: SharedInterviewParamsSchema,
        headers: GuestReviewHeadersSchema,
        body: GuestReviewBodySchema,
        response: {
          200: GuestReviewSchema,
          ...errorResponses(400, 403, 409),
          ...linkErrors,
        },
      },
    },
    (request) =>
      shared.review(request.params.token, request.params.id, request.body, request.headers[GUEST_KEY_HEADER]),
  );

  app.post(
    '/shared/:token/media/:answerId/played',
    {
      config: perAddress,
      schema: {
        tags: ['sharing'],
        summary: 'Records that a guest\'s player started a shared answer (the audit log\'s "answer played")',
        description:
          'Sent when playback starts. Recorded once per answer and link per 10 minutes; answered 204.',
        security: [],
        params: SharedAnswerPlayedParamsSchema,
        body: AnswerPlayedBodySchema,
        response: {
          204: z.null().describe('Recorded (or already recorded)'),
          ...errorResponses(400, 429),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => {
      const { token, answerId } = request.params;
      await shared.played(token, answerId, request.body.kind);
      return reply.status(204).send(null);
    },
  );
};
