import { randomBytes } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
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

/** What a request's access line needs of pino's logger: its public symbols (`pino.symbols`). */
const {
  chindingsSym,
  formattersSym,
  hooksSym,
  messageKeySym,
  mixinSym,
  needsMetadataGsym,
  streamSym,
  timeSym,
} = pino.symbols;
/** Exported by pino at run time, missing from its types. */
const msgPrefixSym = (pino.symbols as unknown as Record<string, symbol>).msgPrefixSym!;
type PinoInternals = Record<symbol, unknown>;
interface Formatters {
  level?: (label: string, number: number) => object;
  log?: unknown;
}

/** Whether `log` writes a plain line (numeric level, `msg`, no mixin, hook, prefix or log formatter). */
const plainLoggers = new WeakMap<object, boolean>();
function writesPlainLines(log: PinoInternals): boolean {
  let plain = plainLoggers.get(log);
  if (plain === undefined) {
    // Fastify's stand-in when logging is off has none of pino's state.
    const formatters = log[formattersSym] as Formatters | undefined;
    const stream = log[streamSym] as PinoInternals | undefined;
    plain =
      formatters !== undefined &&
      stream !== undefined &&
      !log[mixinSym] &&
      !log[msgPrefixSym] &&
      log[messageKeySym] === 'msg' &&
      !(log[hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite &&
      stream[needsMetadataGsym] !== true &&
      formatters.log === undefined &&
      JSON.stringify(formatters.level?.('info', 30)) === '{"level":30}';
    plainLoggers.set(log, plain);
  }
  return plain;
}

/**
 * The access line exactly as `logger.info({reqId, req, res, responseTime}, 'request completed')` writes
 * it (the logging test holds the two equal), built as one string: pino's generic path (its serializers,
 * its safe stringify of each nested object) cost ~10 µs a request, a tenth of the job card's CPU
 * (decision 0020). Undefined when the logger is set up in a way this line does not copy (see
 * writesPlainLines): pino writes it then.
 */
export function accessLine(log: FastifyBaseLogger, request: FastifyRequest, reply: FastifyReply) {
  const internals = log as unknown as PinoInternals;
  if (!writesPlainLines(internals)) return undefined;
  const time = (internals[timeSym] as () => string)();
  const bindings = internals[chindingsSym] as string;
  return (
    `{"level":30${time}${bindings},"reqId":${JSON.stringify(request.id)},` +
    `"req":${JSON.stringify(serializeRequest(request))},"res":{"statusCode":${reply.statusCode}},` +
    `"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`
  );
}

/**
 * One log line per request, written when the answer has gone: request id, method, redacted URL, status
 * and time. Fastify's own controller writes two (one as the request comes in), each through the redaction
 * paths, which were the largest cost of the job card left (decision 0020). This line's fields are made by
 * serializeRequest, which redacts the URL and leaves the headers out, so it needs no redaction paths.
 * Errors and unknown routes are logged as Fastify logs them, through the redaction, and an unknown
 * route's URL is redacted too (Fastify puts it in the message, where no path reaches it).
 */
export class RequestLogController extends LogController {
  private access: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    const log = request.server.log as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
    if (log.isLevelEnabled?.('info') === false) return;
    const line = accessLine(log, request, reply);
    if (line !== undefined) {
      ((log as unknown as PinoInternals)[streamSym] as { write(line: string): void }).write(line);
      return;
    }
    this.access ??= log.child({}, { redact: [] });
    this.access.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ req: request }, 'route not found');
  }
}
