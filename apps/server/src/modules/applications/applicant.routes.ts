import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerReceiptSchema,
  ApplicantGuidParamsSchema,
  ApplicantInterviewListSchema,
  ApplicantInterviewSchema,
  ApplicationGuidParamsSchema,
  ConsentBodySchema,
  ConsentResponseSchema,
  InitializeAnswersResponseSchema,
  PatchInterviewBodySchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';

/** The applicant's calls: no token, the application guid in the path is the only key. */
export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applicants;
  // 410 INVITATION_EXPIRED: the deadline has passed (the applicant may ask for more time).
  const errors = errorResponses(400, 404, 410);
  const withConflict = { ...errors, ...errorResponses(409) };

  // Personal data reached through a link must not stay in shared or proxy caches.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/interview/:applicantGuid',
    {
      schema: {
        tags: ['applicant'],
        summary: "The applicant's interview (a list of one; the first item is used)",
        params: ApplicantGuidParamsSchema,
        response: { 200: ApplicantInterviewListSchema, ...errors },
      },
    },
    (request) => service.get(request.params.applicantGuid),
  );

  app.patch(
    '/interview/:applicantGuid',
    {
      schema: {
        tags: ['applicant'],
        summary:
          'Marks the interview opened (Incomplete) or finished (Completed, once every question is answered)',
        params: ApplicantGuidParamsSchema,
        body: PatchInterviewBodySchema,
        response: { 200: ApplicantInterviewSchema, ...withConflict },
      },
    },
    (request) => service.setStatus(request.params.applicantGuid, request.body.status),
  );

  app.post(
    '/interview/:applicantGuid/consent',
    {
      schema: {
        tags: ['applicant'],
        summary: 'Records consent to the terms, the privacy policy and (optionally) AI transcription',
        description:
          'Keeps the time, the terms version and the AI notice version (`aiNoticeVersion`). Transcription consent is kept only when the AI notice says answers are transcribed (`aiNotice.transcriptionEnabled` of GET /interview/{applicantGuid}); otherwise it is stored and answered as false.',
        params: ApplicantGuidParamsSchema,
        body: ConsentBodySchema,
        response: { 200: ConsentResponseSchema, ...withConflict },
      },
    },
    (request) => service.recordConsent(request.params.applicantGuid, request.body),
  );

  app.post(
    '/answer/:applicationGuid/initialize',
    {
      schema: {
        tags: ['applicant'],
        summary: 'Starts (or resumes) answering: each question with its answered state and attempts left',
        params: ApplicationGuidParamsSchema,
        response: { 200: InitializeAnswersResponseSchema, ...errors },
      },
    },
    (request) => service.initialize(request.params.applicationGuid),
  );

  app.get(
    '/answer/:applicationGuid/receipt',
    {
      schema: {
        tags: ['applicant'],
        summary: 'What the server holds of the recorded answers: ready, still processing, or to record again',
        description:
          'For the success page: an answer accepted at Submit whose recording turns out unusable is listed in `needsNewAnswer` (its question is open again); `processing` answers may still end there.',
        params: ApplicationGuidParamsSchema,
        response: { 200: AnswerReceiptSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.receipt(request.params.applicationGuid),
  );
};
