import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyParamsSchema,
  CreateWebhookBodySchema,
  PatchWebhookBodySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookParamsSchema,
  WebhookSecretResponseSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { RECRUITER_SECURITY } from '../api-keys/index.js';
import { recruiterOf } from '../auth/index.js';

/** A company's webhook endpoints, their deliveries and redelivery by hand. Delivery itself is a background job. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;
  const errors = errorResponses(400, 401, 403, 404, 409);
  const tags = ['webhooks'];

  app.post(
    '/company/:companyId/webhooks',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary:
          'Registers an endpoint for some events; the answer holds its signing secret, shown only here',
        description:
          'The URL must be http(s) and resolve to public addresses only (checked now and again at each delivery) ' +
          'unless the server allows private networks. Deliveries are signed the Standard Webhooks way; see the ' +
          'webhooks section of this document for the payloads.',
        params: CompanyParamsSchema,
        body: CreateWebhookBodySchema,
        response: { 201: WebhookSecretResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await webhooks.create(recruiterOf(request), request.params.companyId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/company/:companyId/webhooks',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: "The company's webhook endpoints (never their secrets)",
        params: CompanyParamsSchema,
        response: { 200: WebhookEndpointListSchema, ...errors },
      },
    },
    (request) => webhooks.list(recruiterOf(request), request.params.companyId),
  );

  app.patch(
    '/company/:companyId/webhooks/:webhookId',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Re-enables an endpoint that was disabled when its creator left ({ enabled: true })',
        description:
          'Events from now on are delivered again; deliveries dropped while it was disabled are not resent.',
        params: WebhookParamsSchema,
        body: PatchWebhookBodySchema,
        response: { 200: WebhookEndpointSchema, ...errors },
      },
    },
    (request) => webhooks.enable(recruiterOf(request), request.params.companyId, request.params.webhookId),
  );

  app.delete(
    '/company/:companyId/webhooks/:webhookId',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Removes an endpoint with its delivery log; attempts still queued are dropped',
        params: WebhookParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await webhooks.remove(recruiterOf(request), request.params.companyId, request.params.webhookId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/company/:companyId/webhooks/:webhookId/rotate-secret',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Replaces the signing secret; the old one keeps signing beside it for 24 hours',
        params: WebhookParamsSchema,
        response: { 200: WebhookSecretResponseSchema, ...errors },
      },
    },
    (request) =>
      webhooks.rotateSecret(recruiterOf(request), request.params.companyId, request.params.webhookId),
  );

  app.get(
    '/company/:companyId/webhooks/:webhookId/deliveries',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: "The endpoint's latest 50 deliveries, newest first, each with its attempts",
        params: WebhookParamsSchema,
        response: { 200: WebhookDeliveryListSchema, ...errors },
      },
    },
    (request) =>
      webhooks.listDeliveries(recruiterOf(request), request.params.companyId, request.params.webhookId),
  );

  app.post(
    '/company/:companyId/webhooks/:webhookId/deliveries/:deliveryId/retry',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'Sends a delivery again now (one more attempt, logged like the others)',
        params: WebhookDeliveryParamsSchema,
        response: { 202: z.object({ deliveryId: z.string(), queued: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const { companyId, webhookId, deliveryId } = request.params;
      const queued = await webhooks.retry(recruiterOf(request), companyId, webhookId, deliveryId);
      return reply.status(202).send(queued);
    },
  );
};
