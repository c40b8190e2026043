import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_INVITE_LIMITS,
  BulkInviteFormSchema,
  BulkInviteQuerySchema,
  BulkInviteResponseSchema,
  IntIdSchema,
  MESSAGES,
} from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { RECRUITER_SECURITY } from '../api-keys/index.js';
import { recruiterOf } from '../auth/index.js';

const NOT_MULTIPART = 'Send the file as multipart/form-data with the fields jobId and file.';
const FILE_FIELD = 'file';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    message: `The file must be smaller than ${BULK_INVITE_LIMITS.maxFileBytes / 1024 / 1024} MB.`,
  });

/** Fields every row's invitation shares, as the single form takes them. */
const SHARED_FIELDS = ['deadline', 'message'] as const;
type SharedFields = Partial<Record<(typeof SHARED_FIELDS)[number], unknown>>;

const isSharedField = (name: string): name is (typeof SHARED_FIELDS)[number] =>
  (SHARED_FIELDS as readonly string[]).includes(name);

/**
 * The form's parts, in any order: the job id, the CSV file (read into memory; it is small) and,
 * optionally, the deadline and personal message every invitation of the file gets.
 */
async function readBulkForm(
  request: FastifyRequest,
): Promise<{ jobId: unknown; file: Buffer; shared: SharedFields }> {
  let jobId: unknown;
  let file: Buffer | undefined;
  const shared: SharedFields = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError('VALIDATION', { message: `Send one CSV file, in the field "${FILE_FIELD}".` });
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'jobId') {
        jobId = part.value;
      } else if (isSharedField(part.fieldname)) {
        shared[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = err && typeof err === 'object' && 'code' in err ? String(err.code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code.startsWith('FST_'))
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The form has too many parts.' });
    throw new AppError('VALIDATION', { message: NOT_MULTIPART, cause: err });
  }
  if (!file) {
    const message = 'Please choose a CSV file.';
    throw new AppError('VALIDATION', { message, fields: [{ path: `body.${FILE_FIELD}`, message }] });
  }
  return { jobId, file, shared };
}

/** POST /invite/bulk: a CSV of applicants for one job, previewed (dryRun) or invited. */
export const bulkInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // fieldSize: a personal message of 1000 characters can take up to 4000 bytes of UTF-8.
    limits: { fileSize: BULK_INVITE_LIMITS.maxFileBytes, files: 1, fields: 5, fieldSize: 4096, parts: 10 },
    throwFileSizeLimit: true,
  });
  const bulk = app.services.bulkInvites;

  app.post(
    '/invite/bulk',
    {
      config: { permission: 'recruit' },
      preHandler: app.requireRecruiter,
      // The body is read part by part in the handler; the schema documents the form.
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'body'
          ? (data: unknown) => ({ value: data })
          : (data: unknown) => {
              const parsed = BulkInviteQuerySchema.safeParse(data);
              return parsed.success ? { value: parsed.data } : { error: parsed.error };
            },
      schema: {
        tags: ['invitations'],
        security: RECRUITER_SECURITY,
        summary: 'Invites the applicants of a CSV file to one job (or, with dryRun=true, checks them)',
        description:
          `Header ${BULK_INVITE_LIMITS.columns.join(',')} (phone optional), at most ${BULK_INVITE_LIMITS.maxRows} rows, ` +
          'UTF-8. Each row is checked by the single invitation form’s rules; duplicates within the file and ' +
          'applicants already invited to the job are reported, not invited. Each invitation is mailed. A `created` ' +
          "row carries `interviewUrl` (the applicant's full link) and `mailSent` (true only when a mail server " +
          'accepted the mail; otherwise pass the link on yourself). The optional fields deadline and message ' +
          'apply to every row, checked as the single form checks them.',
        consumes: ['multipart/form-data'],
        querystring: BulkInviteQuerySchema,
        body: BulkInviteFormSchema,
        response: {
          200: BulkInviteResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: NOT_MULTIPART });
      const form = await readBulkForm(request).catch((err: unknown) => {
        // A refused upload is answered before its body has arrived; close instead of reading the rest.
        if (!request.raw.complete) void reply.header('connection', 'close');
        throw err;
      });
      const jobId = IntIdSchema.safeParse(form.jobId);
      if (!jobId.success) {
        throw new AppError('VALIDATION', {
          message: MESSAGES.selectJob,
          fields: [{ path: 'body.jobId', message: MESSAGES.selectJob }],
        });
      }
      return bulk.invite(recruiterOf(request), jobId.data, form.file, {
        dryRun: request.query.dryRun,
        shared: form.shared,
      });
    },
  );
};
