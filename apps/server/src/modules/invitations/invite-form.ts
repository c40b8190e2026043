import type { Readable } from 'node:stream';
import { InviteFieldsSchema, MESSAGES, type InviteFields } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

/** One part of the multipart form, independent of the parser that produced it. */
export type InvitePart =
  | { type: 'field'; name: string; value: unknown }
  | { type: 'file'; name: string; fileName: string; stream: Readable };

export type InviteFilePart = Extract<InvitePart, { type: 'file' }>;

const FIELD_NAMES = new Set([
  'jobId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'extraTimePercent',
  'extraTries',
  'audioOnlyAllowed',
  'deadline',
  'message',
]);
const RESUME_FIELD = 'resume';

/**
 * Reads the form in arrival order (the resume may come before or after the fields). The file is handed
 * to `onResume` while it streams; parser failures become 400/413 with a message a person can act on.
 */
export async function readInviteForm(
  parts: AsyncIterable<InvitePart>,
  onResume: (file: InviteFilePart) => Promise<void>,
): Promise<Map<string, unknown>> {
  const fields = new Map<string, unknown>();
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await nextPart(iterator);
      if (next.done) return fields;
      const part = next.value;
      if (part.type === 'file') {
        if (part.name !== RESUME_FIELD) {
          throw new AppError('VALIDATION', {
            message: `Only one file can be sent, in the field "${RESUME_FIELD}".`,
            fields: [{ path: `body.${RESUME_FIELD}`, message: MESSAGES.resumeType }],
          });
        }
        await onResume(part);
      } else if (FIELD_NAMES.has(part.name)) {
        if (fields.has(part.name)) {
          throw new AppError('VALIDATION', { message: `The field ${part.name} was sent more than once.` });
        }
        fields.set(part.name, part.value);
      }
      // Unknown text fields are ignored, like any extra JSON property elsewhere in the API.
    }
  } catch (err) {
    await iterator.return?.().catch(() => undefined);
    throw err;
  }
}

async function nextPart(iterator: AsyncIterator<InvitePart>): Promise<IteratorResult<InvitePart>> {
  try {
    return await iterator.next();
  } catch (err) {
    throw multipartError(err);
  }
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MESSAGES.resumeSize,
  FST_FILES_LIMIT: 'Only one file (the resume) can be sent.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
};

/** The parser's own errors carry its codes; anything else it throws means the body was not valid multipart. */
function multipartError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code =
    err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : '';
  const limitMessage = LIMIT_MESSAGES[code];
  if (limitMessage) return new AppError('PAYLOAD_TOO_LARGE', { message: limitMessage, cause: err });
  if (code === 'FST_PROTO_VIOLATION') {
    return new AppError('VALIDATION', { message: 'A form field has a reserved name.', cause: err });
  }
  return new AppError('VALIDATION', {
    message: 'The form could not be read: send it as multipart/form-data.',
    cause: err,
  });
}

/** The spec's field rules, on the server; the first problem is the message, all of them are listed. */
export function parseInviteFields(raw: Map<string, unknown>): InviteFields {
  const parsed = InviteFieldsSchema.safeParse(Object.fromEntries(raw));
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION', { message: fields[0]?.message ?? MESSAGES.fieldRequired, fields });
}
