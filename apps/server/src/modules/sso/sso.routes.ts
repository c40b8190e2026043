import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SsoConfigRequestSchema,
  SsoConfigSchema,
  SsoDiscoverQuerySchema,
  SsoDiscoverResponseSchema,
  SsoParamsSchema,
  SsoStartQuerySchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** Where every refusal lands: the sign-in page says why in its own words. */
const refusedAt = (reason: string) => `/v1/sign-in?error=sso_${reason}`;

/** Single sign-on with OpenID Connect (docs/accounts.md "Single sign-on"): the company's settings and the sign-in. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sso, sessions } = app.services;
  const errors = errorResponses(400, 401, 403, 404);
  const tags = ['sso'];
  const security = [{ bearer: [] }];

  app.put(
    '/company/:companyId/sso',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'administer' },
      schema: {
        tags,
        security,
        summary:
          "Sets the company's OpenID Connect provider; refused (400) when the issuer does not answer discovery. The client secret is write-only: omitted, the stored one is kept",
        params: SsoParamsSchema,
        body: SsoConfigRequestSchema,
        response: { 200: SsoConfigSchema, ...errors },
      },
    },
    (request) => sso.put(recruiterOf(request), request.params.companyId, request.body),
  );

  app.get(
    '/company/:companyId/sso',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'administer' },
      schema: {
        tags,
        security,
        summary: "The company's single sign-on settings, without the client secret (404 when none)",
        params: SsoParamsSchema,
        response: { 200: SsoConfigSchema, ...errors },
      },
    },
    (request) => sso.get(recruiterOf(request), request.params.companyId),
  );

  app.get(
    '/auth/sso/discover',
    {
      schema: {
        tags,
        summary: 'The company whose enabled single sign-on covers the address’s domain (404 when none)',
        querystring: SsoDiscoverQuerySchema,
        response: { 200: SsoDiscoverResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => sso.discover(request.query.email),
  );

  app.get(
    '/auth/sso/:companyId/start',
    {
      schema: {
        tags,
        summary:
          "Begins a single sign-on: redirects (302) to the company's identity provider with the Authorization Code flow and PKCE",
        params: SsoParamsSchema,
        querystring: SsoStartQuerySchema,
        response: { 302: z.null().describe('To the identity provider'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      let url: string;
      try {
        url = await sso.start(request.params.companyId, request.query.returnTo);
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) throw err;
        request.log.warn(
          { companyId: request.params.companyId, errorName: (err as Error).name },
          'single sign-on could not begin',
        );
        return reply.redirect(refusedAt('unavailable'), 303);
      }
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/sso/:companyId/callback',
    {
      schema: {
        tags,
        summary:
          "The identity provider's redirect: verifies the answer, signs the member in (a session cookie) and redirects (303) to the web app; a refusal redirects to the sign-in page with its reason",
        params: SsoParamsSchema,
        // Whatever the IdP adds: read leniently, so an odd answer still lands on the sign-in page.
        querystring: z.record(z.string(), z.unknown()),
        response: { 303: z.null().describe('To the web app or the sign-in page') },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      try {
        const query = Object.fromEntries(
          Object.entries(request.query).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        const outcome = await sso.complete(companyId, query, rawQuery);
        if (!outcome.ok) return reply.redirect(refusedAt(outcome.reason), 303);
        await sessions.start(request, reply, { userId: outcome.userId, companyId, method: 'sso' });
        return reply.redirect(outcome.returnTo, 303);
      } catch (err) {
        // Whatever broke, the browser lands on a page that says so, never on an error body.
        request.log.error({ companyId, errorName: (err as Error).name }, 'single sign-on callback failed');
        return reply.redirect(refusedAt('failed'), 303);
      }
    },
  );
};
