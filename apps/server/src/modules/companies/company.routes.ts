import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyParamsSchema, DivisionListSchema, ErrorResponseSchema, UserListSchema } from '@vi/contracts';
import { recruiterOf } from '../auth/auth.plugin.js';
import { createCompanyService } from './company.service.js';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCompanyService({ db: app.db });
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/company/:companyId/user',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: "The company's users (the Posted By filter offers the active ones)",
        params: CompanyParamsSchema,
        response: { 200: UserListSchema, ...errors },
      },
    },
    (request) => service.listUsers(recruiterOf(request), request.params.companyId),
  );

  app.get(
    '/company/:companyId/division',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: "The company's divisions",
        params: CompanyParamsSchema,
        response: { 200: DivisionListSchema, ...errors },
      },
    },
    (request) => service.listDivisions(recruiterOf(request), request.params.companyId),
  );
};
