import { API_ERROR_CODES, MESSAGES } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

const DAY_MS = 24 * 3_600_000;

/**
 * What the applicant, the recording channel and a recruiter's extend or resend are told of a completed
 * interview: beside the deadline rules, since a completed interview is the one that never expires.
 */
export const ALREADY_COMPLETED = MESSAGES.interviewCompleted;

/** The questionnaire's default deadline for an invitation made now; null when it has none. */
export function defaultDeadline(deadlineDays: number | null | undefined, now = Date.now()): string | null {
  return deadlineDays ? new Date(now + deadlineDays * DAY_MS).toISOString() : null;
}

/**
 * An invitation has expired when its deadline has passed and the interview is not completed. A completed
 * interview never expires: its applicant still sees "already completed", and its recruiters its answers.
 */
export function isInvitationExpired(
  application: { status: string; deadline: string | null },
  now = Date.now(),
): boolean {
  return (
    application.status !== 'Completed' &&
    application.deadline !== null &&
    Date.parse(application.deadline) <= now
  );
}

/** 410 with `code: INVITATION_EXPIRED`: the applicant's screens show the "expired" page on it. */
export const invitationExpired = () =>
  new AppError(API_ERROR_CODES.invitationExpired, { message: MESSAGES.invitationExpired });
