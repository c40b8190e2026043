import { randomBytes } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
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

/**
 * Request ids: a random prefix per process and a counter, so ids from two nodes do not collide and making
 * one costs no call into the system's random source (a random id per request was ~5 % of the job card's
 * CPU, decision 0020). Not UUID-shaped: an applicant's guid is a UUID, and no log line may hold anything
 * that reads as one.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

/**
 * One log line per request, written when the answer has gone: request id, method, redacted URL, status
 * and time. Fastify's own controller writes two (one as the request comes in), each through the redaction
 * paths, which were the largest cost of the job card left (decision 0020). This line's fields are made by
 * serializeRequest, which redacts the URL and leaves the headers out, so it is written by a logger without
 * the redaction paths. Errors and unknown routes are logged as Fastify logs them, through the redaction,
 * and an unknown route's URL is redacted too (Fastify puts it in the message, where no path reaches it).
 */
export class RequestLogController extends LogController {
  private access: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    this.access ??= request.server.log.child({}, { redact: [] });
    this.access.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ req: request }, 'route not found');
  }
}
