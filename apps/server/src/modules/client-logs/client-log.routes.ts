import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptedSchema, ClientLogBodySchema } from '@vi/contracts';
import type { Config } from '../../config/env.js';
import { errorResponses } from '../../lib/error-responses.js';

/** A report's whole body: message (2,000 characters), notes (cut to 2 KB) and context fit well inside. */
export const CLIENT_LOG_BODY_LIMIT = 8 * 1024;

export const clientLogRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = app.services.clientLogs;

  app.post(
    '/logger/log',
    {
      // Anyone can call this without a token, so each entry is small and each address is throttled.
      bodyLimit: CLIENT_LOG_BODY_LIMIT,
      config: { rateLimit: { max: config.surface.clientLogs.ratePerMinute, timeWindow: '1 minute' } },
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
