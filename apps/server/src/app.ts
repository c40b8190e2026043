import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { RECORDING_LIMITS } from '@vi/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import { createDatabase, type Database } from './db/database.js';
import { infraPlugin } from './infra/infra.plugin.js';
import { createMetrics } from './infra/metrics/metrics.js';
import { metricsPlugin } from './infra/metrics/metrics.plugin.js';
import { applyRetentionJob } from './background/apply-retention.job.js';
import { scanInvitationsJob } from './background/scan-invitations.job.js';
import { sweepAccountsJob } from './background/sweep-accounts.job.js';
import { sweepClientLogsJob } from './background/sweep-client-logs.job.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { recordingWsRoutes } from './modules/recordings/recording.ws.js';
import { ttsRoutes } from './modules/tts/tts.routes.js';
import type { Storage } from './infra/storage/storage.js';
import { storagePlugin } from './infra/storage/storage.plugin.js';
import { migrateToLatest } from './db/migrate.js';
import { VERSION } from './lib/version.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordChangeRoutes } from './modules/accounts/password-change.routes.js';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.js';
import { signInLinkRoutes } from './modules/accounts/sign-in-link.routes.js';
import { teamInvitationAcceptanceRoutes } from './modules/accounts/team-invitation-acceptance.routes.js';
import { twoFactorRoutes } from './modules/accounts/two-factor.routes.js';
import { accountRoutes } from './modules/accounts/account.routes.js';
import { apiKeyRoutes } from './modules/api-keys/api-key.routes.js';
import { privacyExportRoutes } from './modules/privacy-export/privacy-export.routes.js';
import { API_KEY_SECURITY_SCHEME } from './modules/api-keys/index.js';
import { bulkInviteRoutes } from './modules/invitations/bulk-invite.routes.js';
import { funnelRoutes } from './modules/funnel/funnel.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { webhookRoutes } from './modules/webhooks/webhook.routes.js';
import { webhookPayloadDocuments } from './modules/webhooks/index.js';
import { companyRoutes } from './modules/companies/company.routes.js';
import { answerRoutes } from './modules/answers/answer.routes.js';
import { screeningRoutes } from './modules/interviews/screening.routes.js';
import { applicantRoutes } from './modules/applications/applicant.routes.js';
import { clientLogRoutes } from './modules/client-logs/client-log.routes.js';
import { explainerRoutes } from './modules/explainer/explainer.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { drainingPlugin } from './modules/health/draining.plugin.js';
import { interviewRoutes } from './modules/interviews/interview.routes.js';
import { invitationRoutes } from './modules/invitations/invitation.routes.js';
import { invitationLifecycleRoutes } from './modules/invitations/invitation-lifecycle.routes.js';
import { jobRoutes } from './modules/jobs/job.routes.js';
import { jobQuestionnaireRoutes } from './modules/questionnaires/job-questionnaire.routes.js';
import { questionnaireRoutes } from './modules/questionnaires/questionnaire.routes.js';
import { noteRoutes } from './modules/reviews/note.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { reviewRoutes } from './modules/reviews/review.routes.js';
import { shareLinkRoutes } from './modules/sharing/share-link.routes.js';
import { sharedRoutes } from './modules/sharing/shared.routes.js';
import { ssoRoutes } from './modules/sso/index.js';
import { compressionPlugin } from './plugins/compression.plugin.js';
import { databasePlugin } from './plugins/database.plugin.js';
import { loggerOptions, RequestLogController, requestIds } from './plugins/logging.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { refuseUpgrades } from './plugins/refuse-upgrades.js';
import { securityPlugin } from './plugins/security.plugin.js';
import { webPlugin } from './plugins/web.plugin.js';
import { createRuntime, type RuntimeOverrides } from './runtime/runtime.js';
import { runtimePlugin } from './runtime/runtime.plugin.js';

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests share one); otherwise one is opened and closed with the app. */
  database?: Database;
  /** Media and document storage; chosen by configuration unless given (tests). */
  storage?: Storage;
  /** Adapters chosen by configuration unless given (tests): passed to createRuntime as overrides. */
  infra?: RuntimeOverrides;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  storage,
  infra,
  logger = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const ownsDatabase = !database;
  const db = database ?? (await createDatabase(config.database));
  try {
    await migrateToLatest(db.db, db.dialect, db.schema);
  } catch (err) {
    if (ownsDatabase) await db.destroy();
    throw err;
  }

  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    trustProxy: config.trustProxy,
    genReqId: requestIds(),
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  if (ownsDatabase) app.addHook('onClose', () => db.destroy());

  await app.register(swagger, {
    openapi: {
      // 3.1 for the `webhooks` section (the payloads this server sends).
      openapi: '3.1.0',
      info: { title: 'Video Interviewer API', version: VERSION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: API_KEY_SECURITY_SCHEME,
        },
      },
      webhooks: webhookPayloadDocuments(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(cookie);
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { database: db });
  const metrics = createMetrics({ process: 'api' });
  const runtime = createRuntime(
    { config, database: db, log: app.log, metrics },
    { ...infra, storage: storage ?? infra?.storage },
  );
  const { queue } = runtime;
  await app.register(storagePlugin, { storage: runtime.storage });
  metrics.watchQueue(queue);
  await app.register(metricsPlugin, { config, metrics });
  await app.register(drainingPlugin);
  await app.register(infraPlugin, runtime);
  // One hook, in this order: the queue lets its running jobs finish (or hands them back) before the
  // transcriber they use closes, or a job mid-transcript fails on shutdown and spends one of its tries.
  app.addHook('onClose', async () => {
    await queue.close();
    await runtime.transcriber.close?.();
  });
  app.decorate('companyEvents', runtime.events);
  app.decorate('audit', runtime.audit);
  await app.register(runtimePlugin, { runtime });
  await app.register(websocket, {
    options: { maxPayload: RECORDING_LIMITS.maxFrameBytes },
    // Shutdown: new upgrades are refused (503, plugins/refuse-upgrades.ts) and open connections are left
    // to their routes' own drain (the recording channel acknowledges what it received, then closes with 4015).
    preClose(done) {
      this.websocketServer.close();
      refuseUpgrades(this.server);
      done();
    },
  });
  const { tokens, tenants, apiKeys, sessions } = runtime.services;
  await app.register(authPlugin, { tokens, tenants, apiKeys, sessions });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { config });
      await api.register(authRoutes, { config });
      await api.register(passwordResetRoutes);
      await api.register(passwordChangeRoutes);
      await api.register(signInLinkRoutes);
      await api.register(twoFactorRoutes);
      await api.register(teamInvitationAcceptanceRoutes);
      await api.register(ssoRoutes);
      await api.register(accountRoutes);
      await api.register(companyRoutes, { config });
      await api.register(questionnaireRoutes);
      await api.register(jobQuestionnaireRoutes);
      await api.register(jobRoutes);
      await api.register(invitationRoutes);
      await api.register(invitationLifecycleRoutes);
      await api.register(applicantRoutes);
      await api.register(answerRoutes);
      await api.register(screeningRoutes);
      await api.register(clientLogRoutes, { config });
      await api.register(interviewRoutes);
      await api.register(reviewRoutes);
      await api.register(noteRoutes);
      await api.register(shareLinkRoutes);
      await api.register(sharedRoutes);
      await api.register(mediaRoutes);
      await api.register(ttsRoutes);
      await api.register(explainerRoutes);
      await api.register(bulkInviteRoutes);
      await api.register(funnelRoutes);
      await api.register(homeRoutes);
      await api.register(webhookRoutes);
      await api.register(teamRoutes);
      await api.register(apiKeyRoutes);
      await api.register(auditRoutes);
      await api.register(privacyRoutes);
      await api.register(privacyExportRoutes);
    },
    { prefix: '/api/v1' },
  );
  // The API's reference is a map of every route: served by default outside production, and in
  // production only with API_DOCS=true (docs/security.md). docs/openapi.json is the same, in the repository.
  if (config.surface.apiDocs) {
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  }

  await app.register(recordingWsRoutes, { config });

  await app.register(webPlugin, { config });
  if (config.runWorker) {
    app.addHook('onReady', async () => {
      await queue.startWorker(metrics.timeJobs(runtime.jobs), { concurrency: config.workerConcurrency });
      await queue.schedule(scanInvitationsJob, {}, config.schedulerIntervalMs);
      await queue.schedule(applyRetentionJob, {}, config.schedulerIntervalMs);
      await queue.schedule(sweepAccountsJob, {}, config.schedulerIntervalMs);
      await queue.schedule(sweepClientLogsJob, {}, config.schedulerIntervalMs);
    });
  }
  return app;
}
