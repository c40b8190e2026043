import type { InviteConflictReason } from '@vi/contracts';

/**
 * The one error type services throw. The error handler turns it into `{statusCode, error, message}`.
 */
export type AppErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'TOKEN_EXPIRED'
  | 'INVALID_CREDENTIALS'
  | 'TOTP_REQUIRED'
  | 'FORBIDDEN'
  | 'TWO_FACTOR_REQUIRED'
  | 'INVALID_SETUP_CODE'
  | 'CSRF'
  | 'NOT_FOUND'
  | 'GONE'
  | 'INVITATION_EXPIRED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'RESEND_THROTTLED'
  | 'UNAVAILABLE'
  | 'MEDIA_PROCESSING'
  | 'MEDIA_FAILED'
  | 'INVALID_ANSWER'
  | 'ALREADY_ANSWERED'
  | 'GUEST_NAME_TAKEN'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  // Sign-in (docs/accounts.md): a wrong email or password alike, so the answer never tells whether an
  // account exists; TOTP_REQUIRED only after the password was right.
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  FORBIDDEN: 403,
  // The company requires a second factor and this member has not set one up yet.
  TWO_FACTOR_REQUIRED: 403,
  INVALID_SETUP_CODE: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  GONE: 410,
  INVITATION_EXPIRED: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  RESEND_THROTTLED: 429,
  UNAVAILABLE: 503,
  // An answer's media not made yet (ask again after Retry-After), or never to be made (docs/decisions/0022-media-off-the-submit-path.md).
  MEDIA_PROCESSING: 409,
  MEDIA_FAILED: 410,
  // An answer to a question that does not fit it, and an answer to a completed interview (docs/questions.md).
  INVALID_ANSWER: 400,
  ALREADY_ANSWERED: 409,
  // Another browser reviews under this name through the share link (docs/review-and-sharing.md).
  GUEST_NAME_TAKEN: 409,
  INTERNAL: 500,
};

/**
 * Finer reasons than the code, from the contracts, for clients that must tell two refusals of one
 * status apart without reading the English message. Only routes whose response schema has `reason` send it.
 */
export type AppErrorReason = InviteConflictReason;

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly fields: { path: string; message: string }[] | undefined;
  readonly reason: AppErrorReason | undefined;
  /** Sent as Retry-After: when asking again may succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    options: {
      message: string;
      statusCode?: number;
      fields?: { path: string; message: string }[];
      reason?: AppErrorReason;
      retryAfterSeconds?: number;
      cause?: unknown;
    },
  ) {
    super(options.message, { cause: options.cause });
    this.statusCode = options.statusCode ?? STATUS[code];
    this.fields = options.fields;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', { message: `${what} not found` });
