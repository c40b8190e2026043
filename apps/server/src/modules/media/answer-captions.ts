import type { Kysely } from 'kysely';
import { TranscriptSegmentSchema } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { buildWebVtt, captionCues, WEBVTT_CONTENT_TYPE } from '../../lib/webvtt.js';
import * as repo from './media.repository.js';

const SegmentsSchema = TranscriptSegmentSchema.array();

export const AUTOMATIC_CAPTIONS_NOTE =
  'Automatic captions, made by speech recognition from the answer; they may contain mistakes.';

export interface CaptionsReply {
  body: string;
  headers: Record<string, string>;
}

/**
 * An answer's captions, from its transcript's timed segments; whoever asks has been allowed to see the
 * answer. No finished transcript, or one with no words, is 404: there is nothing to show, and a stored
 * transcript that cannot be read is the same nothing rather than a server error.
 */
export async function answerCaptions(
  db: Kysely<DB>,
  answerId: string,
  cacheControl: string,
): Promise<CaptionsReply> {
  const transcript = await repo.findAnswerTranscript(db, answerId);
  if (transcript?.status !== 'done' || !transcript.segments) throw notFound('Media');
  let segments: unknown;
  try {
    segments = JSON.parse(transcript.segments);
  } catch {
    throw notFound('Media');
  }
  const parsed = SegmentsSchema.safeParse(segments);
  const cues = parsed.success ? captionCues(parsed.data) : [];
  if (cues.length === 0) throw notFound('Media');
  return {
    body: buildWebVtt(cues, AUTOMATIC_CAPTIONS_NOTE),
    headers: {
      'content-type': WEBVTT_CONTENT_TYPE,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  };
}
