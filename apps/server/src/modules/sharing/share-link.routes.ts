import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyParamsSchema,
  CreateShareLinkBodySchema,
  CreatedShareLinkSchema,
  ShareLinkListSchema,
  ShareLinkParamsSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** The company's share links: create, list, revoke. The shared pages themselves are in shared.routes.ts. */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = app.services.shareLinks;
  const errors = errorResponses(400, 401, 403, 404);

  app.post(
    '/company/:companyId/share-links',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['sharing'],
        summary: 'Creates a link to some interviews for people without an account',
        description:
          "The answer holds the link's address, the only time its secret is shown (the server stores a hash). " +
          "An id that is not one of the company's interviews refuses the whole request (404).",
        params: CompanyParamsSchema,
        body: CreateShareLinkBodySchema,
        response: { 201: CreatedShareLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await links.create(recruiterOf(request), request.params.companyId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/company/:companyId/share-links',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['sharing'],
        summary: "The company's share links, newest first, with their interviews, expiry, state and views",
        params: CompanyParamsSchema,
        response: { 200: ShareLinkListSchema, ...errors },
      },
    },
    (request) => links.list(recruiterOf(request), request.params.companyId),
  );

  app.delete(
    '/company/:companyId/share-links/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['sharing'],
        summary: 'Revokes a share link: its page and media answer 410 from now on',
        params: ShareLinkParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await links.revoke(recruiterOf(request), request.params.companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
