import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@vi/contracts';

/**
 * Issues the double-submit anti-forgery cookie when the browser has none. It is readable by scripts on
 * purpose: the web app's HTTP client copies it into the X-XSRF-TOKEN header, which other sites can't do.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32,128}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: secure ? 'none' : 'lax',
    secure,
    httpOnly: false,
  });
  return token;
}
