import { STATUS_CODES } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InviteErrorResponseSchema,
  InviteFormSchema,
  InviteResponseSchema,
  LIMITS,
  type InviteErrorResponse,
  type MailStatus,
} from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';
import { errorResponsesOf } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';
import type { InvitePart } from './invite-form.js';

/** The response's `message` says what happened to the mail, never more than that. */
const INVITE_MESSAGES: Record<MailStatus, string> = {
  sent: 'Application created and invitation sent',
  not_configured:
    'Application created; the invitation was not sent by email because no mail server is set up',
  failed: 'Application created; the invitation email could not be delivered',
};

const NOT_MULTIPART =
  'Send the invitation as multipart/form-data with the fields jobId, firstName, lastName, email, phone and an optional resume file.';

/** The spec's client reads `success`; a 409's `error` also carries the reason, which that client looks for. */
function failure(err: AppError): InviteErrorResponse {
  return {
    success: false,
    statusCode: err.statusCode,
    error: err.statusCode === 409 ? err.message : (STATUS_CODES[err.statusCode] ?? 'Error'),
    message: err.message,
    code: err.code,
    ...(err.fields ? { fields: err.fields } : {}),
    ...(err.reason ? { reason: err.reason } : {}),
  };
}

async function* invitePartsOf(request: FastifyRequest): AsyncGenerator<InvitePart> {
  for await (const part of request.parts()) {
    // A part without a filename attribute still arrives as a file (undici's FormData sends an unnamed
    // empty file that way), though the typings promise a string.
    yield part.type === 'file'
      ? {
          type: 'file',
          name: part.fieldname,
          fileName: part.filename || '',
          stream: part.file,
        }
      : { type: 'field', name: part.fieldname, value: part.value };
  }
}

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart, with limits that fit one resume and a handful of short fields.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.resumeMaxBytes, files: 1, fields: 12, fieldSize: 10 * 1024, parts: 20 },
    throwFileSizeLimit: true,
  });
  const service = app.services.invitations;
  const errors = errorResponsesOf(InviteErrorResponseSchema, 400, 401, 403, 404, 409, 413, 415);

  const replyFailure = (err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // A refused upload is answered before its body has arrived; closing the connection afterwards stops
    // the client's transfer instead of leaving a half-read request holding the socket.
    if (!request.raw.complete) void reply.header('connection', 'close');
    if (err instanceof AppError && err.statusCode < 500) return reply.code(err.statusCode).send(failure(err));
    throw err;
  };

  app.post(
    '/invite/create-application',
    {
      config: { permission: 'recruit' },
      preHandler: async (request, reply) => {
        try {
          await app.requireRecruiter(request, reply);
        } catch (err) {
          return replyFailure(err, request, reply);
        }
      },
      // The route has no params or query, and its body is read part by part in the handler (the resume
      // streams to storage), so no schema validation runs here: the body schema only documents the form.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      schema: {
        tags: ['invitations'],
        summary: 'Invite an applicant: create the application, store the resume and mail the interview link',
        description:
          "Optional `deadline` (ISO 8601 with a time zone, in the future and at most a year ahead; omitted: the questionnaire's default; empty: none) and `message` (plain text, at most 1000 characters, shown in the mail as text). `data.mailSent` is true only when a mail server accepted the invitation; otherwise pass `data.interviewUrl` on yourself.",
        consumes: ['multipart/form-data'],
        body: InviteFormSchema,
        response: { 201: InviteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: NOT_MULTIPART });
        const data = await service.invite(recruiterOf(request), invitePartsOf(request));
        return reply
          .code(201)
          .send({ success: true, statusCode: 201, message: INVITE_MESSAGES[data.mailStatus], data });
      } catch (err) {
        return replyFailure(err, request, reply);
      }
    },
  );
};
