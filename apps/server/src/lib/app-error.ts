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
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly fields: { path: string; message: string }[] | undefined;

  constructor(
    readonly code: AppErrorCode,
    options: {
      message: string;
      statusCode?: number;
      fields?: { path: string; message: string }[];
      cause?: unknown;
    },
  ) {
    super(options.message, { cause: options.cause });
    this.statusCode = options.statusCode ?? STATUS[code];
    this.fields = options.fields;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', { message: `${what} not found` });
