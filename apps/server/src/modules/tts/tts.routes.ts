import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TTS_CAPTIONS_FILE_NAME_PATTERN,
  TtsBodySchema,
  TtsResponseSchema,
  TtsStreamParamsSchema,
} from '@vi/contracts';
import { rangedFileRequest, sendRangedFile } from '../../lib/http-range.js';
import { errorResponses } from '../../lib/error-responses.js';

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const binary = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
const audioFile = (description: string) => ({
  description,
  content: {
    ...Object.fromEntries(['audio/wav', 'audio/mpeg'].map((type) => [type, binary])),
    // The clip's captions, at the clip's address with `.vtt`.
    'text/vtt': { schema: z.string() },
  },
});

/** Question clips: made (or found in the cache) for the applicant's questions, then streamed. */
export const ttsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.tts;

  app.post(
    '/media/audio/tts',
    {
      // Anyone holding a link can call this and a new clip costs CPU, so each client is throttled.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['applicant'],
        summary: 'Speech clips of the question texts, one path per text by index',
        description:
          "appGuid must be an existing application and each text one of its questionnaire's questions " +
          '(400 otherwise). Clips are cached by engine, voice and text; each path ends in the file name ' +
          'for GET /media/audio/stream/{fileName}.',
        body: TtsBodySchema,
        response: {
          200: TtsResponseSchema,
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request) => ({
      data: { audioFilePaths: await service.synthesize(request.body.appGuid, request.body.text) },
    }),
  );

  app.route({
    // HEAD is declared, not derived: Fastify's derived HEAD would read and discard the whole clip.
    method: ['GET', 'HEAD'],
    url: '/media/audio/stream/:fileName',
    schema: {
      tags: ['applicant'],
      summary: 'Streams a question clip, with single-range requests',
      description:
        'The file name is the last segment of a path from POST /media/audio/tts: a hash and an ' +
        'extension. Anything else, and any unknown name, is 404. Clips never change (immutable). ' +
        "The same name with `.vtt` for its extension is the clip's automatic captions (WebVTT), made " +
        'from the question text and spread over the clip by sentence.',
      params: TtsStreamParamsSchema,
      response: {
        200: audioFile('The whole clip'),
        206: audioFile('The requested byte range'),
        304: z.null().describe('Not modified (If-None-Match)'),
        ...errorResponses(400, 404, 416),
      },
    },
    handler: async (request, reply) => {
      if (TTS_CAPTIONS_FILE_NAME_PATTERN.test(request.params.fileName)) {
        const captions = await service.captions(request.params.fileName);
        return reply.headers(captions.headers).send(captions.body);
      }
      const result = await service.open({
        fileName: request.params.fileName,
        ...rangedFileRequest(request),
      });
      return sendRangedFile(reply, result);
    },
  });
};
