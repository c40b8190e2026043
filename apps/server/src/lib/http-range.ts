import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
/**
 * What a `Range` request header asks of a representation of `size` bytes (RFC 9110 §14).
 * - `whole`: no header, or one the server may ignore and answer with 200: another unit, a malformed
 *   value, or several ranges (a player asks for one; multipart/byteranges is not worth its attack surface).
 * - `partial`: one satisfiable range, `end` inclusive and clamped to the last byte.
 * - `unsatisfiable`: one well-formed range that starts at or after the end (416).
 */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeRequest = { kind: 'whole' };
const UNSATISFIABLE: RangeRequest = { kind: 'unsatisfiable' };
const BYTES_UNIT = /^\s*bytes\s*=(.*)$/i;
const RANGE_SPEC = /^(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return WHOLE;
  const unit = BYTES_UNIT.exec(header);
  if (!unit) return WHOLE;
  const specs = (unit[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (specs.length !== 1) return WHOLE;
  const match = RANGE_SPEC.exec(specs[0] ?? '');
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') return suffixRange(Number(last), size);

  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** `bytes=-n`: the last n bytes; a zero-length suffix or an empty representation has none to give. */
function suffixRange(length: number, size: number): RangeRequest {
  if (length === 0 || size === 0) return UNSATISFIABLE;
  return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
}

/** `Content-Range` of a 206 answer, or of a 416 answer when no range is given. */
export function contentRange(size: number, range?: { start: number; end: number }): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}

/** The body of a 416 answer, shared by every route that serves ranges. */
const RANGE_NOT_SATISFIABLE = {
  statusCode: 416,
  error: 'Range Not Satisfiable',
  message: 'The requested range is not satisfiable.',
};

/** A single-valued request header, or undefined (repeated headers are not trusted for ranges). */
function singleHeader(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** What a file-serving service answers: the whole file or a range, not modified, or unsatisfiable. */
export type RangedFileResponse =
  | { status: 200 | 206; headers: Record<string, string | number>; stream: Readable | undefined }
  | { status: 304 | 416; headers: Record<string, string | number> };

/** The conditional and range parts of a GET or HEAD for a file (HEAD wants no body). */
export function rangedFileRequest(request: FastifyRequest): {
  range: string | undefined;
  ifNoneMatch: string | undefined;
  ifRange: string | undefined;
  withBody: boolean;
} {
  return {
    range: singleHeader(request.headers, 'range'),
    ifNoneMatch: singleHeader(request.headers, 'if-none-match'),
    ifRange: singleHeader(request.headers, 'if-range'),
    withBody: request.method !== 'HEAD',
  };
}

/** Sends a service's answer with its status and headers; one place for the four outcomes. */
export function sendRangedFile(reply: FastifyReply, result: RangedFileResponse): FastifyReply {
  reply.status(result.status).headers(result.headers);
  switch (result.status) {
    case 416:
      return reply.send(RANGE_NOT_SATISFIABLE);
    case 304:
      return reply.send();
    case 200:
    case 206:
      return reply.send(result.stream);
  }
}
