import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUILD_TAG,
  HealthResponseSchema,
  LivenessResponseSchema,
  PRODUCT_TITLE,
  PublicConfigSchema,
  ReadinessResponseSchema,
} from '@vi/contracts';
import type { Config } from '../../config/env.js';
import { describeLanguages } from '../../infra/languages.js';
import { pingDatabase } from '../../db/dialect.js';
import { VERSION } from '../../lib/version.js';
import { checkReadiness } from './readiness.js';

export const healthRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status (also the web app connectivity probe)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      let up = true;
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        up = false;
      }
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: VERSION,
        database: { status: up ? 'up' : 'down', dialect: app.dialect },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process runs and answers (no dependency is checked; restart it if not)',
        response: { 200: LivenessResponseSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: database, storage and (scaled mode) Redis answer, and the node is not draining; 503 otherwise',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app);
      reply.header('cache-control', 'no-store');
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );

  const publicConfig = {
    productTitle: PRODUCT_TITLE,
    buildTag: BUILD_TAG,
    supportContact: config.supportContact,
    jobseekerSiteUrl: config.jobseekerSiteUrl ?? null,
    termsUrl: config.termsUrl ?? null,
    privacyUrl: config.privacyUrl ?? null,
    allowedEmbedOrigins: config.allowedEmbedOrigins,
    features: config.features,
    uiThemeStylesheetUrl: config.uiTheme.stylesheetUrl ?? null,
    uiThemeScriptUrl: config.uiTheme.scriptUrl ?? null,
    uiKitScriptUrl: config.uiTheme.kitScriptUrl ?? null,
    // Sign-in links need mail that leaves the server: without SMTP it would only reach the outbox table.
    accounts: { emailSignIn: config.mail.smtpUrl !== undefined, signInPage: config.signInPage },
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary:
          'Public settings for the web app (support contact, job-seeker site, feature flags, UI theme assets)',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      ...publicConfig,
      languages: await describeLanguages(config, app.transcriber, app.synthesizer),
    }),
  );
};
