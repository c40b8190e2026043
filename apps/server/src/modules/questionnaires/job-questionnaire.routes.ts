import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttachQuestionnaireBodySchema,
  DetachQuestionnaireBodySchema,
  JobIdParamsSchema,
  JobQuestionnaireCheckSchema,
  JobQuestionnaireLinkSchema,
  JobQuestionnaireQuerySchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf, optionalRecruiter } from '../auth/index.js';

export const jobQuestionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobQuestionnaires;
  const tags = ['job questionnaires'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    '/job/:jobId/questionnaire',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: 'Attach a questionnaire to a job (201; 200 when it already is; 409 when another one is)',
        params: JobIdParamsSchema,
        body: AttachQuestionnaireBodySchema,
        response: { 200: JobQuestionnaireLinkSchema, 201: JobQuestionnaireLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, link } = await service.attach(
        recruiterOf(request),
        request.params.jobId,
        request.body.questionnaireId,
        { undo: request.body.undo },
      );
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.get(
    '/job/:jobId/questionnaire',
    {
      config: { permission: 'recruit' },
      // A guid is the applicant's way in; without one, the caller must be a recruiter of the job's company.
      // A credential sent beside a guid is still judged: a refused user is refused here too.
      preHandler: async (request, reply) => {
        if (request.query.guid === undefined) return app.requireRecruiter(request, reply);
        await optionalRecruiter(app, request);
      },
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary: "The job's questionnaire with its questions; none is {status:204} in the body",
        description:
          'The questions are not public. An applicant passes `guid`, the guid of their own application for ' +
          'this job (any other guid: 404); a recruiter sends a token and reads jobs of their company (another ' +
          "company's job: 404). Without either: 401. A deactivated user's token, or one naming a user of " +
          'another company, is 403 (with or without a guid).',
        params: JobIdParamsSchema,
        querystring: JobQuestionnaireQuerySchema,
        response: {
          200: JobQuestionnaireCheckSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      request.query.guid === undefined
        ? service.checkForRecruiter(recruiterOf(request), request.params.jobId)
        : service.checkForApplicant(request.params.jobId, request.query.guid),
  );

  app.delete(
    '/job/:jobId/questionnaire',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security,
        summary: "Detach the job's questionnaire (404 when none is attached)",
        params: JobIdParamsSchema,
        body: DetachQuestionnaireBodySchema,
        response: { 200: JobQuestionnaireLinkSchema, ...errors },
      },
    },
    (request) => service.detach(recruiterOf(request), request.params.jobId, request.body?.questionnaireId),
  );
};
