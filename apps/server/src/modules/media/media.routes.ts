import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerCaptionsParamsSchema,
  AnswerMediaParamsSchema,
  AnswerMediaQuerySchema,
  AnswerPlayedBodySchema,
  AnswerPlayedParamsSchema,
  ErrorResponseSchema,
} from '@vi/contracts';
import { recruiterOf } from '../auth/index.js';
import { rangedFileRequest, sendRangedFile } from '../../lib/http-range.js';
import { errorResponses } from '../../lib/error-responses.js';
import type { MediaRequest } from './media.service.js';

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const binary = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
const mediaFile = (description: string) => ({
  description,
  content: Object.fromEntries(
    ['video/webm', 'video/mp4', 'audio/webm', 'audio/mp4', 'audio/wav', 'image/jpeg'].map((type) => [
      type,
      binary,
    ]),
  ),
});

export const webVttFile = (description: string) => ({
  description,
  content: { 'text/vtt': { schema: z.string() } },
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.media;

  // A static segment wins over /:kind in the router, so this never reaches the file route below.
  app.get(
    '/media/answers/:answerId/captions',
    {
      config: { permission: 'review' },
      schema: {
        tags: ['media'],
        summary: "An answer's automatic captions (WebVTT) from its transcript's timed segments",
        description:
          'Whoever may play the answer may read its captions (the same rules as its video and audio). ' +
          'Cues follow the answer: long segments are split into cues of at most two lines and about ' +
          'seven seconds. 404 while there is no finished transcript, or one without words.',
        security: [{ bearer: [] }, {}],
        params: AnswerCaptionsParamsSchema,
        querystring: AnswerMediaQuerySchema,
        response: { 200: webVttFile('WebVTT captions'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const captions = await service.captions({
        answerId: request.params.answerId,
        recruiter: () => app.identifyRecruiter(request),
        guid: request.query.guid,
      });
      return reply.headers(captions.headers).send(captions.body);
    },
  );

  app.route({
    // HEAD is declared, not derived: Fastify's derived HEAD would read and discard the whole object.
    method: ['GET', 'HEAD'],
    url: '/media/answers/:answerId/:kind',
    config: { permission: 'review' },
    schema: {
      tags: ['media'],
      summary: "Streams an answer's video, audio or thumbnail, with single-range requests",
      description:
        "For the company's recruiters (Bearer token or cookie), and for the applicant with `?guid=` while " +
        'the interview is not Completed. Anything else is 404, so answers cannot be probed; an invalid or ' +
        "expired token without a guid is 401, a deactivated user's token (or one of a user of another company) 403. One byte range is honoured (206); a request for several " +
        'ranges is answered with the whole file (200).',
      security: [{ bearer: [] }, {}],
      params: AnswerMediaParamsSchema,
      querystring: AnswerMediaQuerySchema,
      response: {
        200: mediaFile('The whole file'),
        206: mediaFile('The requested byte range'),
        304: z.null().describe('Not modified (If-None-Match)'),
        ...errorResponses(400, 401, 403, 404, 416),
        409: ErrorResponseSchema.describe(
          'MEDIA_PROCESSING: the answer is recorded and its media is still being made; ask again after Retry-After',
        ),
        410: ErrorResponseSchema.describe('MEDIA_FAILED: the take could not be made into media'),
      },
    },
    handler: async (request, reply) => {
      const media: MediaRequest = {
        ...request.params,
        recruiter: () => app.identifyRecruiter(request),
        guid: request.query.guid,
        ...rangedFileRequest(request),
      };
      const result = await service.open(media);
      return sendRangedFile(reply, result);
    },
  });

  app.post(
    '/media/answers/:answerId/played',
    {
      config: { permission: 'review', rateLimit: { max: 120, timeWindow: '1 minute' } },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['media'],
        summary: 'Records that a recruiter\'s player started an answer (the audit log\'s "answer played")',
        description:
          'Sent by the review screen when playback starts, not when the page loads. Recorded once per ' +
          'answer and user (or API key) per 10 minutes; a repeat is 204 and writes nothing.',
        params: AnswerPlayedParamsSchema,
        body: AnswerPlayedBodySchema,
        response: {
          204: z.null().describe('Recorded (or already recorded this window)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await service.recordPlay(recruiterOf(request), request.params.answerId, request.body.kind);
      return reply.status(204).send(null);
    },
  );
};
