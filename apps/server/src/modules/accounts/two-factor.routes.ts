import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanySecuritySchema,
  RecoveryCodesResponseSchema,
  TeamParamsSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupResponseSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** One's own second factor, and the company's rule that every member needs one (docs/accounts.md). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.services;
  const tags = ['accounts'];
  const security = [{ bearer: [] }];
  const own = { preHandler: app.requireRecruiter, config: { permission: 'account' as const } };

  app.post(
    '/auth/two-factor/setup',
    {
      ...own,
      schema: {
        tags,
        security,
        summary: 'Starts the second factor: a new TOTP secret and its otpauth:// address (for a QR code)',
        response: { 200: TotpSetupResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => twoFactor.setup(recruiterOf(request)),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      ...own,
      schema: {
        tags,
        security,
        summary:
          'Turns the second factor on with a code from the app; answers the recovery codes, shown once',
        body: TotpEnableRequestSchema,
        response: { 200: RecoveryCodesResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => twoFactor.enable(recruiterOf(request), request.body.code),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      ...own,
      schema: {
        tags,
        security,
        summary: 'Turns the second factor off (needs the password; refused while the company requires one)',
        body: TotpDisableRequestSchema,
        response: { 204: z.null().describe('Turned off'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(recruiterOf(request), request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/company/:companyId/security',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'administer' },
      schema: {
        tags,
        security,
        summary: 'Whether every member of the company must use a second factor',
        params: TeamParamsSchema,
        body: CompanySecuritySchema,
        response: { 200: CompanySecuritySchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => twoFactor.setCompanySecurity(recruiterOf(request), request.params.companyId, request.body),
  );
};
