import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyParamsSchema,
  CompanySettingsBodySchema,
  CompanySettingsSchema,
  DivisionListSchema,
  ErrorResponseSchema,
  UserListSchema,
} from '@vi/contracts';
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

  app.get(
    '/company/:companyId/settings',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: "The company's settings (reminder mails), defaults filled in",
        params: CompanyParamsSchema,
        response: { 200: CompanySettingsSchema, ...errors, 404: ErrorResponseSchema },
      },
    },
    (request) => service.getSettings(recruiterOf(request), request.params.companyId),
  );

  app.put(
    '/company/:companyId/settings',
    {
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: "Changes the company's settings; omitted fields keep their values",
        description:
          '`reminders.afterInviteHours`: hours after the invitation to remind an applicant who has not started (default 48); `reminders.beforeDeadlineHours`: hours before the deadline to remind one who has not finished (default 24). Whole hours from 1 to 720; null turns that reminder off.',
        params: CompanyParamsSchema,
        body: CompanySettingsBodySchema,
        response: { 200: CompanySettingsSchema, ...errors, 404: ErrorResponseSchema },
      },
    },
    (request) => service.putSettings(recruiterOf(request), request.params.companyId, request.body),
  );
};
