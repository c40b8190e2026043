import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AnswerAttemptTable, DB } from '../../src/db/schema.js';

export interface AnswerOverrides {
  /** Fixed id, so a caller can build storage keys from it. */
  answerId?: string;
  questionKey?: string;
  questionText?: string;
  position?: number;
  contentType?: 'Audio' | 'Video';
  mimeType?: string | null;
  /** Storage keys; null leaves that file out. Defaults: media under answers/<answerId>/, no audio, no thumbnail. */
  mediaKey?: string;
  audioKey?: string | null;
  thumbnailKey?: string | null;
  durationMs?: number | null;
}

export interface AnswerFixture {
  answerId: string;
  attemptId: string;
  mediaKey: string;
  audioKey: string | null;
  thumbnailKey: string | null;
}

/** A finalised attempt and the answer it became, as the recording pipeline writes them (files not stored). */
export async function createAnswer(
  db: Kysely<DB>,
  applicationId: string,
  overrides: AnswerOverrides = {},
): Promise<AnswerFixture> {
  const attemptId = randomUUID();
  const answerId = overrides.answerId ?? randomUUID();
  const now = new Date().toISOString();
  const contentType = overrides.contentType ?? 'Video';
  const questionKey = overrides.questionKey ?? 'question-1';
  const mediaKey =
    overrides.mediaKey ?? `answers/${answerId}/media.${contentType === 'Video' ? 'webm' : 'weba'}`;
  const audioKey = overrides.audioKey ?? null;
  const thumbnailKey = overrides.thumbnailKey ?? null;
  const durationMs = overrides.durationMs === undefined ? 12_500 : overrides.durationMs;
  const keys = {
    media_key: mediaKey,
    audio_key: audioKey,
    thumbnail_key: thumbnailKey,
    duration_ms: durationMs,
  };
  await createAttempt(db, applicationId, {
    attemptId,
    questionKey,
    contentType,
    mimeType: overrides.mimeType ?? null,
    ...keys,
  });
  await db
    .insertInto('answers')
    .values({
      id: answerId,
      application_id: applicationId,
      question_key: questionKey,
      question_text: overrides.questionText ?? 'Tell us about yourself.',
      position: overrides.position ?? 0,
      attempt_id: attemptId,
      created_at: now,
      ...keys,
    })
    .execute();
  return { answerId, attemptId, mediaKey, audioKey, thumbnailKey };
}

/** One recording attempt (finalised unless told otherwise), e.g. to count tries. */
export async function createAttempt(
  db: Kysely<DB>,
  applicationId: string,
  overrides: {
    attemptId?: string;
    questionKey?: string;
    attemptNo?: number;
    status?: AnswerAttemptTable['status'];
    contentType?: 'Audio' | 'Video';
    mimeType?: string | null;
    media_key?: string | null;
    audio_key?: string | null;
    thumbnail_key?: string | null;
    duration_ms?: number | null;
  } = {},
): Promise<string> {
  const id = overrides.attemptId ?? randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('answer_attempts')
    .values({
      id,
      application_id: applicationId,
      question_key: overrides.questionKey ?? 'question-1',
      attempt_no: overrides.attemptNo ?? 1,
      content_type: overrides.contentType ?? 'Video',
      mime_type: overrides.mimeType ?? null,
      status: overrides.status ?? 'finalized',
      staging_path: `staging/${id}`,
      chunks: 1,
      bytes: 10,
      duration_ms: overrides.duration_ms ?? null,
      media_key: overrides.media_key === undefined ? `answers/${id}/media.webm` : overrides.media_key,
      audio_key: overrides.audio_key ?? null,
      thumbnail_key: overrides.thumbnail_key ?? null,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
