import { z } from 'zod';

/**
 * Where an answer's media stands (docs/decisions/0022-media-off-the-submit-path.md). Submit records the answer at once as 'processing';
 * a background job remuxes the take, extracts its audio and thumbnail, then marks it 'ready' — or
 * 'failed' when the take turns out not to be a usable recording (the question can then be answered again).
 */
export const MediaStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type MediaStatus = z.infer<typeof MediaStatusSchema>;

/** Why a take could not become an answer, as the media job found it. */
export const MEDIA_FAILURE_REASONS = [
  'empty',
  'not-media',
  'wrong-kind',
  'too-long',
  'unprocessable',
] as const;
export type MediaFailureReason = (typeof MEDIA_FAILURE_REASONS)[number];

/** The reasons in plain words, for the applicant and the recruiter alike. */
export const MEDIA_FAILURE_MESSAGES: Record<MediaFailureReason, string> = {
  empty: 'No recording reached us.',
  'not-media': 'The recording could not be read as audio or video.',
  'wrong-kind': 'The recording did not contain the expected audio or video.',
  'too-long': 'The recording was longer than the time allowed.',
  unprocessable: 'The recording could not be processed.',
};

/** The reason of a stored failure (`reason: detail`); anything unknown is 'unprocessable'. */
export function mediaFailureReason(stored: string | null): MediaFailureReason {
  return MEDIA_FAILURE_REASONS.find((r) => stored?.startsWith(`${r}:`) || stored === r) ?? 'unprocessable';
}

/** The plain words of a stored failure (`reason: detail`); anything unknown is 'unprocessable'. */
export function mediaFailureMessage(stored: string | null): string {
  return MEDIA_FAILURE_MESSAGES[mediaFailureReason(stored)];
}

/** What the applicant is told on their next visit about a question whose answer could not be processed. */
export const reRecordMessage = (questionText: string) =>
  `We could not process your answer to “${questionText}”. Please record it again.`;

/** The media addresses' answer while an answer is processing (409, with Retry-After) or failed (410). */
export const MEDIA_ERROR_CODES = { processing: 'MEDIA_PROCESSING', failed: 'MEDIA_FAILED' } as const;
/** Seconds a client waits before asking again for media that is still processing. */
export const MEDIA_RETRY_AFTER_SECONDS = 5;
