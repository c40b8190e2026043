import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';

/** Password reset by mail (docs/accounts.md "Password reset"). Public: the mailed link is the key. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services;
  const tags = ['accounts'];

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Mails a password reset link when the address has an account; answers 202 alike either way',
        body: PasswordResetRequestSchema,
        response: { 202: z.null().describe('Accepted'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await passwordReset.request(request.body.email, request.ip);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags,
        summary:
          "Sets a new password with a reset link's token (single use) and ends all of the user's sessions",
        body: PasswordResetConfirmSchema,
        response: {
          204: z.null().describe('Password changed'),
          ...errorResponses(400, 404, 410, 429),
        },
      },
    },
    async (request, reply) => {
      await passwordReset.confirm(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
