import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_LIMITS, SESSION_COOKIE } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import * as repo from './session.repository.js';

/**
 * Browser sessions (docs/decisions/0024-sessions.md). The cookie holds 32 random bytes; the database
 * holds only their SHA-256, so a copy of the table signs nobody in. A session ends after
 * ACCOUNT_LIMITS.sessionIdleHours without a request and ACCOUNT_LIMITS.sessionAbsoluteDays after it
 * began, whichever comes first; ending one is a row deleted, so it ends at once on every node.
 */
export interface SessionOwner {
  userId: number;
  companyId: number;
}

export interface ActiveSession extends SessionOwner {
  /** The stored hash: what sign-out deletes. Never the cookie's value. */
  idHash: string;
  expiresAt: Date;
}

/** Sessions are written at most this often when used, so a busy reader costs no write a request. */
const TOUCH_INTERVAL_MS = 60_000;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export function createSessionService({
  db,
  secureCookies,
  now = Date.now,
}: {
  db: Kysely<DB>;
  /** True when the public URL is https and not localhost: the cookie is then Secure. */
  secureCookies: boolean;
  now?: () => number;
}) {
  const idleMs = ACCOUNT_LIMITS.sessionIdleHours * 3_600_000;
  const absoluteMs = ACCOUNT_LIMITS.sessionAbsoluteDays * 86_400_000;

  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });

  const cookieId = (request: FastifyRequest): string | undefined => {
    const value = request.cookies[SESSION_COOKIE];
    return value && COOKIE_VALUE.test(value) ? value : undefined;
  };

  return {
    /**
     * Begins a session and sets its cookie. Any session the request already carried is ended first, so
     * a session id planted before sign-in never becomes a signed-in one (rotation).
     */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      owner: SessionOwner & { method: string },
    ): Promise<ActiveSession> {
      const previous = cookieId(request);
      if (previous) await repo.deleteSession(db, hashSessionId(previous));
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at + absoluteMs);
      const idHash = hashSessionId(id);
      const userAgent = request.headers['user-agent'];
      await repo.insertSession(db, {
        id_hash: idHash,
        user_id: owner.userId,
        company_id: owner.companyId,
        created_at: new Date(at).toISOString(),
        last_seen_at: new Date(at).toISOString(),
        expires_at: expiresAt.toISOString(),
        method: owner.method,
        user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
      });
      reply.setCookie(SESSION_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: Math.floor(absoluteMs / 1000),
      });
      return { idHash, userId: owner.userId, companyId: owner.companyId, expiresAt };
    },

    /** The request's live session, or null (no cookie, unknown, idle too long or past its end). */
    async find(request: FastifyRequest): Promise<ActiveSession | null> {
      const id = cookieId(request);
      if (!id) return null;
      const idHash = hashSessionId(id);
      const row = await repo.findSession(db, idHash);
      if (!row) return null;
      const at = now();
      const lastSeen = Date.parse(row.last_seen_at);
      const expiresAt = Date.parse(row.expires_at);
      if (at >= expiresAt || at - lastSeen >= idleMs) {
        await repo.deleteSession(db, idHash);
        return null;
      }
      if (at - lastSeen >= TOUCH_INTERVAL_MS) await repo.touchSession(db, idHash, new Date(at).toISOString());
      return {
        idHash,
        userId: row.user_id,
        companyId: row.company_id,
        expiresAt: new Date(Math.min(expiresAt, at + idleMs)),
      };
    },

    /** True when the request carries a session cookie at all (valid or not). */
    carriesCookie: (request: FastifyRequest) => cookieId(request) !== undefined,

    /** Ends the request's session, if any, and clears its cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = cookieId(request);
      if (id) await repo.deleteSession(db, hashSessionId(id));
      clearCookie(reply);
    },

    /** Ends every session of a user, on every node at once (the next request finds no row). */
    endAllOf: (userId: number) => repo.deleteSessionsOfUser(db, userId),

    clearCookie,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
