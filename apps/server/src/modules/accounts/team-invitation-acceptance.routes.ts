import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SessionResponseSchema,
  TeamInvitationAcceptSchema,
  TeamInvitationParamsSchema,
  TeamInvitationViewSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';

/** The invitation link's page and its acceptance (docs/accounts.md "Joining a team"). Public: the token is the key. */
export const teamInvitationAcceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teamInvitationAcceptance } = app.services;
  const tags = ['accounts'];

  app.get(
    '/team-invitations/:token',
    {
      schema: {
        tags,
        summary: 'What a team invitation offers: company, email, role, end (404 unknown or used, 410 ended)',
        params: TeamInvitationParamsSchema,
        response: { 200: TeamInvitationViewSchema, ...errorResponses(404, 410) },
      },
    },
    (request) => teamInvitationAcceptance.view(request.params.token),
  );

  app.post(
    '/team-invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Joins the team: creates the account with the invitation’s email and role, and signs it in',
        params: TeamInvitationParamsSchema,
        body: TeamInvitationAcceptSchema,
        response: { 201: SessionResponseSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const session = await teamInvitationAcceptance.accept(
        request,
        reply,
        request.params.token,
        request.body,
      );
      return reply.status(201).send(session);
    },
  );
};
