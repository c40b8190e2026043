import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionResponseSchema, SignInLinkConfirmSchema, SignInLinkRequestSchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';

/**
 * Sign-in by a mailed link (docs/accounts.md "Sign-in links"). Public: the link is the key. Without
 * SMTP both answer 404, and GET /config says `accounts.emailSignIn: false`.
 */
export const signInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signInLinks } = app.services;
  const tags = ['accounts'];

  app.post(
    '/auth/sign-in-link',
    {
      schema: {
        tags,
        summary: 'Mails a sign-in link when the address has an account; answers 202 alike either way',
        body: SignInLinkRequestSchema,
        response: { 202: z.null().describe('Accepted'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await signInLinks.request(request.body.email, request.ip);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/sign-in-link/confirm',
    {
      schema: {
        tags,
        summary:
          "Signs in with a sign-in link's token (single use) and sets the session cookie; with a second factor, `totp` too",
        body: SignInLinkConfirmSchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 401, 404, 410) },
      },
    },
    (request, reply) => signInLinks.confirm(request, reply, request.body),
  );
};
