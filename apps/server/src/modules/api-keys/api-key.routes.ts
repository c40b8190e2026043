import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CompanyParamsSchema,
  CreateApiKeyBodySchema,
  CreateApiKeyResponseSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** Company API keys: create (the key is shown once), list (never the key), revoke. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.apiKeys;
  const errors = errorResponses(400, 401, 403, 404);
  const tags = ['api-keys'];
  const security = [{ bearer: [] }];

  app.post(
    '/company/:companyId/api-keys',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Creates a named API key; the answer holds the key, the only time it is shown',
        params: CompanyParamsSchema,
        body: CreateApiKeyBodySchema,
        response: { 201: CreateApiKeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await keys.create(recruiterOf(request), request.params.companyId, request.body.name);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/company/:companyId/api-keys',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: "The company's API keys that work: name, first characters, created, last used, created by",
        params: CompanyParamsSchema,
        response: { 200: ApiKeyListSchema, ...errors },
      },
    },
    (request) => keys.list(recruiterOf(request), request.params.companyId),
  );

  app.delete(
    '/company/:companyId/api-keys/:apiKeyId',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Revokes an API key: calls with it are refused (401) from now on',
        params: ApiKeyParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await keys.revoke(recruiterOf(request), request.params.companyId, request.params.apiKeyId);
      return reply.status(204).send(null);
    },
  );
};
