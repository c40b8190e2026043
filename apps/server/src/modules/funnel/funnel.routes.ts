import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyParamsSchema, FunnelQuerySchema, FunnelResponseSchema } from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { RECRUITER_SECURITY } from '../api-keys/index.js';
import { recruiterOf } from '../auth/index.js';

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { funnel } = app.services;

  app.get(
    '/company/:companyId/funnel',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['funnel'],
        security: RECRUITER_SECURITY,
        summary:
          'Invited → opened → started → completed (and expired), median minutes to complete, answers per question',
        description:
          'For the whole company, or one job and/or questionnaire. Per-question counts are given when the interviews ' +
          'in scope share one questionnaire.',
        params: CompanyParamsSchema,
        querystring: FunnelQuerySchema,
        response: {
          200: FunnelResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) => funnel.get(recruiterOf(request), request.params.companyId, request.query),
  );
};
