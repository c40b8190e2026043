import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptedSchema, ClientLogBodySchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';

const CLIENT_LOG_BODY_LIMIT = 16 * 1024;

export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.clientLogs;

  app.post(
    '/logger/log',
    {
      // Anyone can call this without a token, so each entry is small and each client is throttled.
      bodyLimit: CLIENT_LOG_BODY_LIMIT,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['applicant'],
        summary: "Stores a log entry of the applicant's app (level, message, notes, context)",
        body: ClientLogBodySchema,
        response: {
          202: AcceptedSchema,
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      await service.record(request.body, { ip: request.ip, log: request.log });
      return reply.status(202).send({ accepted: true });
    },
  );
};
