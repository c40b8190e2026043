import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyParamsSchema,
  CompanySettingsBodySchema,
  CompanySettingsSchema,
  DivisionListSchema,
  UserListSchema,
} from '@vi/contracts';
import type { Config } from '../../config/env.js';
import { describeTranscriptionEngine } from '../../infra/transcription/transcription-engine.js';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

export const companyRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = app.services.companies;
  /** Who runs speech to text for this server, in words for the Settings screen (null: no engine). */
  const engineLabel = async (): Promise<string | null> => {
    const engine = await describeTranscriptionEngine(config.transcription, app.transcriber);
    if (engine.kind === 'local') return `this server (${engine.name ?? 'local engine'})`;
    if (engine.kind === 'external') return engine.host;
    return null;
  };
  const errors = errorResponses(400, 401, 403);
  /** Without a mail server, reminders are kept in the outbox and never reach anyone: the screen says so. */
  const mailConfigured = config.mail.smtpUrl !== undefined;

  app.get(
    '/company/:companyId/user',
    {
      config: { permission: 'review' },
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
      config: { permission: 'review' },
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
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary:
          "The company's settings (reminder mails, retention, transcription), defaults filled in, with the transcription engine in words",
        params: CompanyParamsSchema,
        response: { 200: CompanySettingsSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => ({
      ...(await service.getSettings(recruiterOf(request), request.params.companyId)),
      transcriptionEngine: await engineLabel(),
      mailConfigured,
    }),
  );

  app.put(
    '/company/:companyId/settings',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['companies'],
        summary: "Changes the company's settings; omitted fields keep their values",
        description:
          '`reminders.afterInviteHours`: hours after the invitation to remind an applicant who has not started (default 48); `reminders.beforeDeadlineHours`: hours before the deadline to remind one who has not finished (default 24). Whole hours from 1 to 720; null turns that reminder off.',
        params: CompanyParamsSchema,
        body: CompanySettingsBodySchema,
        response: { 200: CompanySettingsSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => ({
      ...(await service.putSettings(recruiterOf(request), request.params.companyId, request.body)),
      transcriptionEngine: await engineLabel(),
      mailConfigured,
    }),
  );
};
