import { CHUNK_MISSING, type ChannelErrorCode } from '../recording/channel-error';

/** What the page does when the server refuses to start a take ("client should" in docs/recording-protocol.md). */
export type StartRefusal =
  | 'leaveCompletedInterview'
  | 'nextQuestion'
  | 'noMoreAttempts'
  /** No consent on record: back to onboarding, where the applicant agrees (nothing is recorded before). */
  | 'consentRequired'
  /** The deadline has passed: the "expired" page, where the applicant can ask for more time. */
  | 'leaveExpiredInterview'
  | 'showMessage';

export function startRefusalOf(code: ChannelErrorCode | undefined): StartRefusal {
  switch (code) {
    case 'INTERVIEW_COMPLETED':
      return 'leaveCompletedInterview';
    case 'ALREADY_ANSWERED':
      return 'nextQuestion';
    case 'NO_MORE_ATTEMPTS':
      return 'noMoreAttempts';
    case 'CONSENT_REQUIRED':
      return 'consentRequired';
    case 'INVITATION_EXPIRED':
      return 'leaveExpiredInterview';
    case undefined:
    case 'BAD_MESSAGE':
    case 'NO_APPLICATION':
    case 'NO_QUESTIONNAIRE':
    case 'WRONG_CHANNEL':
    case 'UNKNOWN_QUESTION':
    case 'NOT_RECORDED_QUESTION':
    case 'RESUME_UNAVAILABLE':
    case 'NO_RECORDING':
    case 'RECORDING_TOO_LARGE':
    case 'RECORDING_FAILED':
    case 'SUPERSEDED':
    case 'STAGING_FAILED':
    case 'FINALIZE_FAILED':
    case 'INTERNAL':
    case 'RECORDING_TOO_LONG':
    case CHUNK_MISSING:
      return 'showMessage';
  }
  // A code this build does not know yet (a newer server): the server's own words.
  return 'showMessage';
}

/** Whether a refused submit took the take with it, so resending it is pointless and it must be recorded again. */
export function isTakeLost(code: ChannelErrorCode | undefined): boolean {
  switch (code) {
    case 'RECORDING_FAILED':
    case 'RECORDING_TOO_LARGE':
    case 'SUPERSEDED':
    case 'NO_RECORDING':
    case 'RECORDING_TOO_LONG':
      return true;
    case undefined:
    case 'BAD_MESSAGE':
    case 'NO_APPLICATION':
    case 'INTERVIEW_COMPLETED':
    case 'NO_QUESTIONNAIRE':
    case 'WRONG_CHANNEL':
    case 'UNKNOWN_QUESTION':
    case 'NOT_RECORDED_QUESTION':
    case 'ALREADY_ANSWERED':
    case 'NO_MORE_ATTEMPTS':
    case 'RESUME_UNAVAILABLE':
    case 'STAGING_FAILED':
    case 'FINALIZE_FAILED':
    case 'INTERNAL':
    case 'CONSENT_REQUIRED':
    case 'INVITATION_EXPIRED':
    case CHUNK_MISSING:
      return false;
  }
  return false;
}
