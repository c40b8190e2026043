import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICANT_EXPORT_LIMITS, ApplicantGuidParamsSchema, YourDataSummarySchema } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses } from '../../lib/error-responses.js';
import { callerOfGuidRoute } from '../auth/index.js';

// The body is a stream, so the schema only documents it; serialization never runs on streams.
const zipFile = {
  description: 'The zip (see docs/privacy-applicant.md for its files)',
  content: { 'application/zip': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
};

/** The applicant's own data: the guid in the path is the only key, as on every applicant call. */
export const privacyExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.privacyExport;

  app.get(
    '/interview/:applicantGuid/your-data',
    {
      schema: {
        tags: ['applicant'],
        summary: 'What the "Your data" page shows before the applicant downloads or erases',
        description:
          'The job, the interview status and how many answers are kept. Never the personal fields (those are in the export). It does not count as opening the interview, and answers for expired and completed interviews alike.',
        params: ApplicantGuidParamsSchema,
        response: { 200: YourDataSummarySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const summary = await service.summary(request.params.applicantGuid);
      return reply.header('cache-control', 'no-store').send(summary);
    },
  );

  app.get(
    '/interview/:applicantGuid/export',
    {
      // Each export streams every answer's media: a few a minute from one address is plenty for people.
      config: { rateLimit: { max: APPLICANT_EXPORT_LIMITS.perAddressPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['applicant'],
        summary: 'A copy of everything kept about the application, as a zip (the applicant downloads it)',
        description:
          `Streams \`application/zip\` as an attachment named \`interview-export-<date>.zip\` (no personal data in the name): README.txt, interview.json (the applicant's name, email and phone, the application's timestamps, the job and the answers), consent.json (time, terms version, AI notice version, transcription consent), job.txt, transcripts.json and transcripts/question-NN.txt (text and timed lines), answers/question-NN.<ext> (each answer's media as stored, and a .jpg still of a video answer) and the resume when there is one. ` +
          `Allowed in every state (incomplete, completed, expired). 404 for an unknown guid; 429 after ${APPLICANT_EXPORT_LIMITS.perAddressPerMinute} exports a minute from one address, or while ${APPLICANT_EXPORT_LIMITS.concurrentPerProcess} exports are streaming on this server (with Retry-After).`,
        params: ApplicantGuidParamsSchema,
        response: { 200: zipFile, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      try {
        const { fileName, stream } = await service.open(
          request.params.applicantGuid,
          await callerOfGuidRoute(app, request),
        );
        return await reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachmentDisposition(fileName))
          .header('cache-control', 'no-store')
          .send(stream);
      } catch (err) {
        if (err instanceof AppError && err.code === 'RATE_LIMITED')
          reply.header('retry-after', String(APPLICANT_EXPORT_LIMITS.retryAfterSeconds));
        throw err;
      }
    },
  );
};
