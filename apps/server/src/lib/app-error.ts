import type { InviteConflictReason } from '@vi/contracts';

/**
 * The one error type services throw. The error handler turns it into `{statusCode, error, message}`.
 */
export type AppErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'CSRF'
  | 'NOT_FOUND'
  | 'GONE'
  | 'INVITATION_EXPIRED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'MEDIA_PROCESSING'
  | 'MEDIA_FAILED'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  GONE: 410,
  INVITATION_EXPIRED: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  // An answer's media not made yet (ask again after Retry-After), or never to be made (docs/decisions/0022-media-off-the-submit-path.md).
  MEDIA_PROCESSING: 409,
  MEDIA_FAILED: 410,
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
