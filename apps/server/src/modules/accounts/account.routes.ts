import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SessionResponseSchema,
  SetupRequestSchema,
  SetupStatusSchema,
  SignInRequestSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** The first run, password sign-in and sign-out (docs/accounts.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { setup, signIn, sessions } = app.services;
  const tags = ['accounts'];

  app.get(
    '/setup',
    {
      schema: {
        tags,
        summary: 'Whether this server still needs its first run (no owner with a password yet)',
        response: { 200: SetupStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { needed: await setup.isNeeded() };
    },
  );

  app.post(
    '/setup',
    {
      schema: {
        tags,
        summary:
          'The first run: with the set-up code from the server log, creates the company and its owner and signs them in',
        body: SetupRequestSchema,
        response: { 201: SessionResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const session = await setup.complete(request, reply, request.body);
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Signs in with email and password (and a second factor when the account has one)',
        body: SignInRequestSchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request, reply) => signIn.signIn(request, reply, request.body),
  );

  app.post(
    '/auth/sign-out',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'account' },
      schema: {
        tags,
        summary: "Ends this browser's session and clears its cookie",
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sign-out-everywhere',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'account' },
      schema: {
        tags,
        summary: 'Ends every session of the signed-in member, on every device, at once',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await signIn.signOutEverywhere(recruiterOf(request), request, reply);
      return reply.status(204).send(null);
    },
  );
};
