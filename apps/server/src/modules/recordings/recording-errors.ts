import { MESSAGES, RECORDING_ERROR_MESSAGE_KEYS, type RecordingErrorCode } from '@vi/contracts';

export class RecordingError extends Error {
  override name = 'RecordingError';
  /** For the log, never for the applicant. */
  readonly detail: string | undefined;
  constructor(
    readonly code: RecordingErrorCode,
    options: { detail?: string; cause?: unknown } = {},
  ) {
    // The spec's user-facing message beside each code; the applicant's page shows it in the interview's language.
    super(MESSAGES[RECORDING_ERROR_MESSAGE_KEYS[code]], { cause: options.cause });
    this.detail = options.detail;
  }
}
