import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyParamsSchema,
  DeactivateQuestionnaireBodySchema,
  JobCountSchema,
  PatchQuestionnaireBodySchema,
  QuestionnaireBodySchema,
  QuestionnaireListSchema,
  QuestionnaireParamsSchema,
  QuestionnaireSchema,
  UpdateQuestionnaireBodySchema,
  type Questionnaire,
} from '@vi/contracts';
import { conditionalGet, NOT_MODIFIED } from '../../lib/etag.js';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.questionnaires;
  const tags = ['questionnaires'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404);
  const writeErrors = { ...errors, ...errorResponses(409) };
  const { 404: _notFound, ...companyErrors } = errors;

  app.post(
    '/questionnaire',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Create a questionnaire (409 when the company already has one of that name)',
        body: QuestionnaireBodySchema,
        response: { 201: QuestionnaireSchema, ...companyErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const created = await service.create(recruiterOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/questionnaire/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'One questionnaire with its questions in order',
        params: QuestionnaireParamsSchema,
        response: { 200: QuestionnaireSchema, ...errors },
      },
    },
    (request) => service.get(recruiterOf(request), request.params.id),
  );

  app.put(
    '/questionnaire/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Replace a questionnaire; questions keep their questionIds',
        params: QuestionnaireParamsSchema,
        body: UpdateQuestionnaireBodySchema,
        response: { 200: QuestionnaireSchema, ...writeErrors },
      },
    },
    (request) => service.update(recruiterOf(request), request.params.id, request.body),
  );

  app.patch(
    '/questionnaire/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Change some fields, e.g. {active:true} to reactivate',
        params: QuestionnaireParamsSchema,
        body: PatchQuestionnaireBodySchema,
        response: { 200: QuestionnaireSchema, ...writeErrors },
      },
    },
    (request) => service.patch(recruiterOf(request), request.params.id, request.body),
  );

  app.delete(
    '/questionnaire/:id',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Deactivate a questionnaire (soft: its job links stay)',
        params: QuestionnaireParamsSchema,
        body: DeactivateQuestionnaireBodySchema,
        response: { 200: QuestionnaireSchema, ...errors },
      },
    },
    (request) => service.deactivate(recruiterOf(request), request.params.id, request.body),
  );

  app.get(
    '/questionnaire/:id/job/count',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'How many jobs that are not Closed use this questionnaire',
        params: QuestionnaireParamsSchema,
        response: { 200: JobCountSchema, ...errors },
      },
    },
    (request) => service.activeJobCount(recruiterOf(request), request.params.id),
  );

  app.get(
    '/company/:companyId/questionnaire',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      onSend: conditionalGet,
      schema: {
        tags,
        security,
        summary: "The company's questionnaires, newest first, with creator, question and active job counts",
        description:
          'Sent with an ETag and `Cache-Control: private, no-cache`; a request whose `If-None-Match` holds ' +
          'the current ETag gets 304 with no body (after the same authorisation checks).',
        params: CompanyParamsSchema,
        response: { 200: QuestionnaireListSchema, 304: NOT_MODIFIED, ...companyErrors },
      },
    },
    async (request, reply) => {
      const { body, etag } = await service.listJson(recruiterOf(request), request.params.companyId);
      // Recruiter data: a browser may keep it but must ask every time (a 304 when nothing changed).
      void reply.header('cache-control', 'private, no-cache').header('etag', etag);
      // Already validated against QuestionnaireListSchema and serialised (the service caches the bytes).
      return reply.type('application/json; charset=utf-8').send(body as unknown as Questionnaire[]);
    },
  );
};
