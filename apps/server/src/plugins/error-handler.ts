import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@vi/contracts';
import { AppError } from '../lib/app-error.js';

function body(statusCode: number, message: string, extra: Partial<ErrorResponse> = {}): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/**
 * One place turns every failure into `{statusCode, error, message}`. Client errors say what was wrong;
 * server errors are logged in full and answered with a generic message, never a stack or SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
      if (err.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(
        body(err.statusCode, err.statusCode >= 500 ? 'Internal Server Error' : err.message, {
          code: err.code,
          ...(err.fields ? { fields: err.fields } : {}),
        }),
      );
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext ?? 'body';
      const fields = err.validation.map((v) => ({
        path: `${context}${v.instancePath === '/' ? '' : v.instancePath.replace(/\//g, '.')}`,
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send(body(400, fields[0]?.message ?? 'Invalid request', { code: 'VALIDATION', fields }));
    }

    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'Internal Server Error'));
    }

    // PostgreSQL refuses NUL characters in text (SQLite stores them): the input is bad, not the server.
    if ('code' in err && (err.code === '22021' || err.code === '22P05')) {
      return reply
        .status(400)
        .send(body(400, 'Text must not contain NUL characters.', { code: 'VALIDATION' }));
    }

    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(body(500, 'Internal Server Error'));
    }
    const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
    const message =
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'Malformed JSON in request body.'
        : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large.'
          : err.message;
    return reply.status(status).send(body(status, message, code ? { code } : {}));
  });
}
