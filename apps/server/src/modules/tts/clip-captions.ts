import type { Readable } from 'node:stream';
import type { Storage } from '../../infra/storage/storage.js';
import { buildWebVtt, sentenceCues } from '../../lib/webvtt.js';

export const QUESTION_CAPTIONS_NOTE =
  'Automatic captions of a question read aloud, made from the question text and spread over the clip.';

/** Enough of a WAV file for its format and data chunks' headers. */
const WAV_HEADER_BYTES = 512;
/** Read-aloud speed for a clip whose length cannot be read from its header (about 14 characters a second). */
const CHARS_PER_SECOND = 14;

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  return Buffer.concat(parts);
}

/** A PCM WAV's length in seconds from its header, or undefined when the header is not one. */
export function wavDurationSeconds(header: Buffer, fileSize: number): number | undefined {
  if (
    header.length < 12 ||
    header.toString('ascii', 0, 4) !== 'RIFF' ||
    header.toString('ascii', 8, 12) !== 'WAVE'
  )
    return undefined;
  let byteRate: number | undefined;
  for (let at = 12; at + 8 <= header.length;) {
    const id = header.toString('ascii', at, at + 4);
    const size = header.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= header.length) byteRate = header.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate) return undefined;
      // Streamed WAVs write a placeholder size: what the file holds after the header is the truth then.
      const dataBytes = Math.min(size, fileSize - (at + 8));
      return dataBytes > 0 ? dataBytes / byteRate : undefined;
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** How long a stored clip plays: from a WAV's header, otherwise estimated from its text. */
async function clipSeconds(storage: Storage, key: string, mimeType: string, text: string): Promise<number> {
  const estimate = Math.max(1, text.length / CHARS_PER_SECOND);
  const info = mimeType.includes('wav') ? await storage.stat(key) : undefined;
  if (!info || info.size === 0) return estimate;
  const object = await storage.get(key, { start: 0, end: Math.min(info.size, WAV_HEADER_BYTES) - 1 });
  if (!object) return estimate;
  return wavDurationSeconds(await readAll(object.stream), object.size) ?? estimate;
}

/** A question clip's captions: its text, sentence by sentence over the clip's length. */
export async function clipCaptions(
  storage: Storage,
  clip: { storage_key: string; mime_type: string; text: string },
): Promise<string> {
  const seconds = await clipSeconds(storage, clip.storage_key, clip.mime_type, clip.text);
  return buildWebVtt(sentenceCues(clip.text, seconds), QUESTION_CAPTIONS_NOTE);
}
