import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyParamsSchema, HomeQuerySchema, HomeSummarySchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { RECRUITER_SECURITY } from '../api-keys/index.js';
import { recruiterOf } from '../auth/index.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { home } = app.services;

  app.get(
    '/company/:companyId/home',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['home'],
        security: RECRUITER_SECURITY,
        summary:
          'Work waiting: interviews completed since a moment, invitations expiring soon, open jobs without a questionnaire',
        description:
          "`since` is the recruiter's last visit (default 7 days ago, at most 90 days back). Counts only.",
        params: CompanyParamsSchema,
        querystring: HomeQuerySchema,
        response: { 200: HomeSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => home.summary(recruiterOf(request), request.params.companyId, request.query),
  );
};
