import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantGuidParamsSchema,
  ExtendInvitationBodySchema,
  ExtensionRequestBodySchema,
  ExtensionRequestResponseSchema,
  INVITATION_LIMITS,
  InterviewParamsSchema,
  InvitationMailResultSchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** Requests for more time (the applicant's guid), extensions and resending (recruiters). */
export const invitationLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invitationLifecycle;
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    '/interview/:applicantGuid/extension-request',
    {
      // Each request may send a mail: a few per minute from one address is plenty for people.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['applicant'],
        summary: 'The applicant asks for more time (once a day); the inviting recruiter is told by mail',
        description:
          'Allowed while the interview is not completed and has a deadline, expired or not. `message` is plain text (at most 1000 characters). 429 when a request was already made in the last 24 hours.',
        params: ApplicantGuidParamsSchema,
        body: ExtensionRequestBodySchema,
        response: {
          201: ExtensionRequestResponseSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await service.requestExtension(request.params.applicantGuid, request.body.message);
      return reply.code(201).header('cache-control', 'no-store').send(result);
    },
  );

  app.post(
    '/interviews/:id/extend',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['interviews'],
        summary: 'Sets a new deadline (reopening an expired invitation) and mails it to the applicant',
        description:
          'The pending request for more time, if any, is answered by it. `mailSent` says whether a mail server accepted the mail.',
        params: InterviewParamsSchema,
        body: ExtendInvitationBodySchema,
        response: { 200: InvitationMailResultSchema, ...errors },
      },
    },
    (request) => service.extend(recruiterOf(request), request.params.id, request.body.deadline),
  );

  app.post(
    '/interviews/:id/resend',
    {
      preHandler: app.requireRecruiter,
      config: { permission: 'recruit', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['interviews'],
        summary: 'Sends the invitation mail again (with its deadline and personal message)',
        description:
          '409 when the interview is completed or its deadline has passed (extend it first). `mailSent` is true only when a mail server accepted the mail; otherwise pass `interviewUrl` on yourself. ' +
          `Throttled per interview: at most one resend in ${INVITATION_LIMITS.resendMinIntervalMinutes} minutes and ${INVITATION_LIMITS.resendMaxPerWindow} in ${INVITATION_LIMITS.resendWindowHours} hours from the first; more is 429 with code \`RESEND_THROTTLED\`, a message saying when, and \`Retry-After\` (seconds). A resend whose mail was not sent is not counted.`,
        params: InterviewParamsSchema,
        response: { 200: InvitationMailResultSchema, ...errors, ...errorResponses(429) },
      },
    },
    (request) => service.resend(recruiterOf(request), request.params.id),
  );
};
