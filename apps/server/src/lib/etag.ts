import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The 304 of a route's response schema, for the OpenAPI document. */
export const NOT_MODIFIED = z.null().describe('Not Modified: the If-None-Match ETag is current; no body');

/**
 * Conditional GET (RFC 9110 §8.8.3, §13.1.2): an entity tag derived from the bytes of the body, so two
 * nodes sending the same bytes agree on it, and any change of a byte changes it.
 */
export function etagOf(body: string | Buffer): string {
  // One call, no Hash object: this runs on every 200 of a conditional route. Not a security use.
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** If-None-Match uses the weak comparison: W/"x" matches "x"; `*` matches any current representation. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}

/**
 * An onSend hook for GET routes: a 200's body gets an ETag (the one the handler set, else one from the
 * serialised bytes), and a request that already holds that representation gets 304 with no body. It runs
 * after the handler, so every authorisation check of the route has passed before a 304 says anything.
 */
export async function conditionalGet(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const existing = reply.getHeader('etag');
  const etag = typeof existing === 'string' ? existing : etagOf(payload);
  void reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}
