import { pipeline } from 'node:stream';
import { LIMITS, MESSAGES } from '@vi/contracts';
import { StorageLimitError, type Storage } from '../../infra/storage/storage.js';
import { AppError } from '../../lib/app-error.js';
import { ByteSample } from './byte-sample.js';
import type { InviteFilePart } from './invite-form.js';
import { RESUME_MIME, resumeKindOfBytes, resumeKindOfName, sanitizeResumeName } from './resume-check.js';

export interface StoredResume {
  key: string;
  name: string;
  type: string;
  bytes: number;
}

const wrongType = () =>
  new AppError('VALIDATION', {
    message: MESSAGES.resumeType,
    fields: [{ path: 'body.resume', message: MESSAGES.resumeType }],
  });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { message: MESSAGES.resumeSize });

/**
 * Streams a resume into storage under `<keyPrefix>/resume.<ext>` while sampling its bytes, then checks
 * that the bytes are what the name says. Returns undefined for the empty, nameless part a browser sends
 * when no file was chosen. On any refusal nothing stays in storage.
 */
export async function storeResume(
  storage: Storage,
  keyPrefix: string,
  file: InviteFilePart,
): Promise<StoredResume | undefined> {
  if (file.fileName === '') {
    if (await isEmpty(file)) return undefined;
    throw wrongType();
  }
  const kind = resumeKindOfName(file.fileName);
  if (!kind) throw wrongType();

  const key = `${keyPrefix}/resume.${kind}`;
  const sample = new ByteSample();
  // The parser stops at the limit and marks the stream truncated; stop the write at once instead of
  // storing a cut-off file and deleting it afterwards.
  file.stream.once('limit', () => sample.destroy(new StorageLimitError(LIMITS.resumeMaxBytes)));
  const body = pipeline(file.stream, sample, () => undefined);
  try {
    await storage.put(key, body, { contentType: RESUME_MIME[kind], maxBytes: LIMITS.resumeMaxBytes });
  } catch (err) {
    await storage.delete(key);
    throw uploadError(err, file);
  }
  if (isTruncated(file) || sample.bytes === 0 || resumeKindOfBytes(sample) !== kind) {
    await storage.delete(key);
    throw isTruncated(file) ? tooLarge() : wrongType();
  }
  return { key, name: sanitizeResumeName(file.fileName, kind), type: RESUME_MIME[kind], bytes: sample.bytes };
}

async function isEmpty(file: InviteFilePart): Promise<boolean> {
  let bytes = 0;
  for await (const chunk of file.stream) bytes += (chunk as Buffer).length;
  return bytes === 0;
}

const isTruncated = (file: InviteFilePart) => (file.stream as { truncated?: boolean }).truncated === true;

function uploadError(err: unknown, file: InviteFilePart): unknown {
  if (err instanceof StorageLimitError || isTruncated(file)) return tooLarge();
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // The request broke off or its multipart framing was wrong: the client's fault, not the server's.
  if (file.stream.errored) {
    return new AppError('VALIDATION', { message: 'The resume upload was interrupted.', cause: err });
  }
  return err;
}
