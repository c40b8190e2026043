import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PasswordChangeRequestSchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** Changing one's own password (docs/accounts.md "Password reset"). */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordChange } = app.services;

  app.post(
    '/auth/password',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'account' },
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        summary: "Changes one's own password; every other session of the user ends, this one stays",
        body: PasswordChangeRequestSchema,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await passwordChange.change(recruiterOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
