import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsrfResponseSchema, MeResponseSchema, UpdateMeBodySchema } from '@vi/contracts';
import type { Config } from '../../config/env.js';
import { ensureCsrfCookie } from '../../lib/csrf.js';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from './access.js';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { companies } = app.services;

  app.get(
    '/auth/me',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'The recruiter the token belongs to',
        response: { 200: MeResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => companies.describe(recruiterOf(request)),
  );

  app.patch(
    '/auth/me',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: "Saves the recruiter's own interface language (a shipped BCP 47 tag; docs/languages.md)",
        body: UpdateMeBodySchema,
        response: { 200: MeResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => companies.setLanguage(recruiterOf(request), request.body.language),
  );

  app.get(
    '/auth/csrf',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Issues the anti-forgery cookie; send its value as X-XSRF-TOKEN on cookie-authenticated writes',
        response: { 200: CsrfResponseSchema },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: ensureCsrfCookie(request, reply, config.publicUrl.startsWith('https:')) };
    },
  );
};
