import type { FastifyRequest } from 'fastify';
import { redactSecrets } from '../lib/redact.js';

/** Fastify's own request serializer, with the URL's capabilities and tokens redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    version:
      typeof request.headers['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Credentials in headers: never logged, whatever they look like. */
const HEADER_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-iframe-token"]'];

/**
 * Fields any module may log that hold a capability (an applicant's guid) or text with links in it (a
 * mail kept in the outbox, a reported page address): their token-shaped parts are redacted, the rest
 * stays readable.
 */
const CAPABILITY_PATHS = [
  'guid',
  'applicationGuid',
  'applicantGuid',
  '*.guid',
  '*.applicationGuid',
  '*.applicantGuid',
  'url',
  '*.url',
  'clientLog.context.url',
  'mail.text',
  'mail.html',
];
const HEADERS = new Set(HEADER_PATHS.map((p) => p.replace(/\["?([^"\]]+)"?\]/g, '.$1')));

function censor(value: unknown, path: string[]): unknown {
  if (HEADERS.has(path.join('.'))) return '[Redacted]';
  return typeof value === 'string' ? redactSecrets(value) : value;
}

/** The request logger's options: credentials in headers and URLs never reach a log line. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: [...HEADER_PATHS, ...CAPABILITY_PATHS], censor },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
