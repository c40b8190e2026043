import type { FastifyRequest } from 'fastify';
import { redactSharedTokens } from '../lib/redact.js';

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSharedTokens(request.url),
    version:
      typeof request.headers['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The request logger's options: credentials in headers and URLs never reach a log line. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-iframe-token"]'],
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
