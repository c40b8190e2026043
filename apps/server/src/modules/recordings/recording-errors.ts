import { MESSAGES, type RecordingErrorCode } from '@vi/contracts';
import { ALREADY_COMPLETED } from '../invitations/index.js';

/**
 * The spec's user-facing `message` sent beside each `error.code` (the codes are the contract's
 * RecordingErrorCodeSchema): typed by the contract, so a code added there must get its message here.
 */
const MESSAGES_BY_CODE: Record<RecordingErrorCode, string> = {
  BAD_MESSAGE: MESSAGES.somethingWentWrong,
  NO_APPLICATION: MESSAGES.noApplication,
  INTERVIEW_COMPLETED: ALREADY_COMPLETED,
  NO_QUESTIONNAIRE: MESSAGES.noQuestionnaire,
  WRONG_CHANNEL: MESSAGES.somethingWentWrong,
  UNKNOWN_QUESTION: MESSAGES.somethingWentWrong,
  ALREADY_ANSWERED: 'This question has already been answered.',
  NO_MORE_ATTEMPTS: MESSAGES.noMoreAttempts,
  RESUME_UNAVAILABLE: MESSAGES.connectionError,
  NO_RECORDING: MESSAGES.somethingWentWrong,
  RECORDING_TOO_LARGE: MESSAGES.recordingFailed,
  RECORDING_FAILED: MESSAGES.recordingFailed,
  SUPERSEDED: MESSAGES.recordingFailed,
  STAGING_FAILED: MESSAGES.connectionError,
  FINALIZE_FAILED: MESSAGES.submitFailed,
  INTERNAL: MESSAGES.somethingWentWrong,
  CONSENT_REQUIRED: MESSAGES.consentRequired,
  RECORDING_TOO_LONG: MESSAGES.answerTooLong,
  INVITATION_EXPIRED: MESSAGES.invitationExpired,
};

export class RecordingError extends Error {
  override name = 'RecordingError';
  /** For the log, never for the applicant. */
  readonly detail: string | undefined;
  constructor(
    readonly code: RecordingErrorCode,
    options: { detail?: string; cause?: unknown } = {},
  ) {
    super(MESSAGES_BY_CODE[code], { cause: options.cause });
    this.detail = options.detail;
  }
}
