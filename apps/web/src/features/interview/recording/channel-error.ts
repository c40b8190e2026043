import type { RecordingErrorCode } from '@vi/contracts';

/** The client's own code for a chunk its store lost before the server had it; never sent by the server. */
export const CHUNK_MISSING = 'CHUNK_MISSING';

export type ChannelErrorCode = RecordingErrorCode | typeof CHUNK_MISSING;

/** A refusal or failure the applicant must hear about; `code` is the server's error code when it sent one. */
export class ChannelError extends Error {
  override name = 'ChannelError';
  constructor(
    message: string,
    readonly code?: ChannelErrorCode,
  ) {
    super(message);
  }
}

/**
 * Whether a refusal while streaming ends the recording: resuming cannot help once it is gone or replaced
 * (docs/recording-protocol.md, "client should"). Any other refusal answers what the page waits for.
 */
export function endsRecordingWhileStreaming(code: ChannelErrorCode): boolean {
  switch (code) {
    case 'RESUME_UNAVAILABLE':
    case 'SUPERSEDED':
    case 'RECORDING_TOO_LARGE':
      return true;
    case 'BAD_MESSAGE':
    case 'NO_APPLICATION':
    case 'INTERVIEW_COMPLETED':
    case 'NO_QUESTIONNAIRE':
    case 'WRONG_CHANNEL':
    case 'UNKNOWN_QUESTION':
    case 'NOT_RECORDED_QUESTION':
    case 'ALREADY_ANSWERED':
    case 'NO_MORE_ATTEMPTS':
    case 'NO_RECORDING':
    case 'RECORDING_FAILED':
    case 'STAGING_FAILED':
    case 'FINALIZE_FAILED':
    case 'INTERNAL':
    case 'CONSENT_REQUIRED':
    case 'RECORDING_TOO_LONG':
    case 'INVITATION_EXPIRED': // refused when a take starts; one already streaming may still finish
    case CHUNK_MISSING:
      return false;
  }
  // A code this build does not know yet (a newer server) leaves the recording to the server's next word.
  return false;
}
