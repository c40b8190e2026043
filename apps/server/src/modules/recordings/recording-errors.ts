import { MESSAGES } from '@vi/contracts';
import { ALREADY_COMPLETED } from '../applications/applicant.service.js';

export const ALREADY_ANSWERED = 'This question has already been answered.';

/**
 * Machine-readable reasons sent as `error.code` beside the spec's user-facing `message`; the applicant
 * app decides on the code (start a new attempt, resend, give up) and shows the message.
 */
const CODES = {
  BAD_MESSAGE: MESSAGES.somethingWentWrong,
  NO_APPLICATION: MESSAGES.noApplication,
  INTERVIEW_COMPLETED: ALREADY_COMPLETED,
  NO_QUESTIONNAIRE: MESSAGES.noQuestionnaire,
  WRONG_CHANNEL: MESSAGES.somethingWentWrong,
  UNKNOWN_QUESTION: MESSAGES.somethingWentWrong,
  ALREADY_ANSWERED,
  NO_MORE_ATTEMPTS: MESSAGES.noMoreAttempts,
  RESUME_UNAVAILABLE: MESSAGES.connectionError,
  NO_RECORDING: MESSAGES.somethingWentWrong,
  RECORDING_TOO_LARGE: MESSAGES.recordingFailed,
  RECORDING_FAILED: MESSAGES.recordingFailed,
  SUPERSEDED: MESSAGES.recordingFailed,
  STAGING_FAILED: MESSAGES.connectionError,
  FINALIZE_FAILED: MESSAGES.submitFailed,
  INTERNAL: MESSAGES.somethingWentWrong,
} as const;

export type RecordingErrorCode = keyof typeof CODES;

export class RecordingError extends Error {
  override name = 'RecordingError';
  /** For the log, never for the applicant. */
  readonly detail: string | undefined;
  constructor(
    readonly code: RecordingErrorCode,
    options: { detail?: string; cause?: unknown } = {},
  ) {
    super(CODES[code], { cause: options.cause });
    this.detail = options.detail;
  }
}
