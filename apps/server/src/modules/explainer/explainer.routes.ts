import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rangedFileRequest, sendRangedFile } from '../../lib/http-range.js';
import { errorResponses } from '../../lib/error-responses.js';

const ExplainerParamsSchema = z.object({ kind: z.enum(['audio', 'video']) });

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const binary = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
const mediaFile = (description: string) => ({
  description,
  content: Object.fromEntries(['audio/wav', 'audio/mpeg', 'video/mp4'].map((type) => [type, binary])),
});

/** The onboarding screen's "Watch Explainer Video": a narrated explainer for audio or video interviews. */
export const explainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.explainer;

  app.route({
    // HEAD is declared, not derived: Fastify's derived HEAD would read and discard the whole file.
    method: ['GET', 'HEAD'],
    url: '/media/explainer/:kind',
    // Public and cheap once made; the limit only stops a client from hammering the first (slow) request.
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['applicant'],
      summary: 'Streams the explainer for audio or video interviews, with single-range requests',
      description:
        'Narration of a short explainer made with the text-to-speech engine (audio, in the format that ' +
        'engine makes), or that narration over a generated picture (video, H.264/AAC MP4). Made on the ' +
        'first request and kept in DATA_DIR/explainer; 503 while it cannot be made.',
      params: ExplainerParamsSchema,
      response: {
        200: mediaFile('The whole file'),
        206: mediaFile('The requested byte range'),
        304: z.null().describe('Not modified (If-None-Match)'),
        ...errorResponses(400, 416, 429, 503),
      },
    },
    handler: async (request, reply) => {
      const result = await service.open({
        kind: request.params.kind,
        ...rangedFileRequest(request),
      });
      return sendRangedFile(reply, result);
    },
  });
};
