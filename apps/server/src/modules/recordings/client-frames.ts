import { ClientMessageSchema, type ClientMessage } from '@vi/contracts';
import type { RawData } from 'ws';
import { RecordingError } from './recording-errors.js';

/** Text frames are small JSON messages; anything longer is not one of ours. */
const MAX_TEXT_FRAME = 64 * 1024;

export function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/** A text frame as a client message, or the BAD_MESSAGE refusal that answers it. */
export function parseClientFrame(text: Buffer): ClientMessage | RecordingError {
  if (text.length > MAX_TEXT_FRAME)
    return new RecordingError('BAD_MESSAGE', { detail: 'text frame too long' });
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch {
    return new RecordingError('BAD_MESSAGE', { detail: 'not JSON' });
  }
  const parsed = ClientMessageSchema.safeParse(json);
  if (!parsed.success)
    return new RecordingError('BAD_MESSAGE', { detail: parsed.error.message.slice(0, 500) });
  return parsed.data;
}
