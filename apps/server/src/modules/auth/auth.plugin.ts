import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, TOKEN_COOKIE, type RecruiterIdentity } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';
import { type ApiKeyService, looksLikeApiKey } from '../api-keys/index.js';
import { assertSecondFactorPolicy, type SessionService } from '../accounts/index.js';
import type { TenantProvisioner } from '../companies/index.js';
import { roleMay } from './permissions.js';
import type { TokenService } from './token.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    apiKeys: ApiKeyService;
    /** preHandler for recruiter routes: verifies the token and sets request.recruiter. */
    requireRecruiter: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * For routes where a credential is optional: the recruiter the request's credential names, judged
     * exactly as requireRecruiter judges it (401 invalid, 403 refused user); null when it carries none.
     */
    identifyRecruiter: (request: FastifyRequest) => Promise<RecruiterIdentity | null>;
  }
  interface FastifyRequest {
    recruiter: RecruiterIdentity | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1])
      throw new AppError('UNAUTHORIZED', { message: 'Authorization header must be "Bearer <token>".' });
    return match[1];
  }
  // The embedding helper sends the host's token in this header as well as in Authorization.
  const iframe = request.headers['x-iframe-token'];
  return typeof iframe === 'string' && iframe.length > 0 ? iframe : undefined;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const authPlugin = fp(
  async (
    app,
    opts: {
      tokens: TokenService;
      tenants: TenantProvisioner;
      apiKeys: ApiKeyService;
      sessions: SessionService;
    },
  ) => {
    app.decorate('tokens', opts.tokens);
    app.decorate('apiKeys', opts.apiKeys);
    app.decorateRequest('recruiter', null);

    /**
     * A recruiter's token, or a company API key. Keys are only read from a header: a cookie holding one
     * would need the anti-forgery check, and no browser session ever carries one.
     */
    const verifyCredential = async (token: string, isFromHeader: boolean) => {
      if (!looksLikeApiKey(token)) return app.tokens.verify(token);
      if (!isFromHeader)
        throw new AppError('UNAUTHORIZED', { message: 'Send API keys in the Authorization header.' });
      return opts.apiKeys.verify(token);
    };

    /**
     * The one authorization path (docs/security.md): every credential a recruiter route accepts, required
     * or optional, is verified here, and its user must exist in the token's company and be active. The
     * user's row is read on every request, so a deactivation takes effect at once on every node; an API
     * key acts as the recruiter who made it and is refused with them.
     */
    // A cookie rides along on cross-site requests; a header cannot. So only cookie-authenticated
    // writes (a session or a jtToken cookie) need the double-submit anti-forgery check.
    const checkAntiForgery = (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
        throw new AppError('CSRF', { message: 'Missing or invalid anti-forgery token.' });
      }
    };

    /** A browser session: the cookie's id, looked up by its hash (one indexed read). */
    const fromSession = async (request: FastifyRequest): Promise<RecruiterIdentity | null> => {
      if (!opts.sessions.carriesCookie(request)) return null;
      checkAntiForgery(request);
      const session = await opts.sessions.find(request);
      if (!session)
        throw new AppError('UNAUTHORIZED', { message: 'Your session has ended. Please sign in again.' });
      return {
        userId: session.userId,
        companyId: session.companyId,
        expiresAt: session.expiresAt,
        sessionIdHash: session.idHash,
      };
    };

    const identify = async (request: FastifyRequest): Promise<RecruiterIdentity | null> => {
      const fromHeader = bearer(request);
      // A header names its credential explicitly; then a browser session; then the spec's jtToken cookie.
      const identity =
        fromHeader !== undefined
          ? await verifyCredential(fromHeader, true)
          : ((await fromSession(request)) ??
            (request.cookies[TOKEN_COOKIE]
              ? (checkAntiForgery(request), await verifyCredential(request.cookies[TOKEN_COOKIE], false))
              : null));
      if (!identity) return null;
      // Verified identities may be shared and frozen (token.service.ts caches them): a new object carries
      // the role read now.
      return { ...identity, ...(await opts.tenants.ensure(identity)) };
    };

    app.decorate('identifyRecruiter', identify);
    /**
     * The role's part of the one authorization path (permissions.ts): the route names the permission it
     * needs. A route that names none is refused to everyone but owners and admins, so a forgotten
     * annotation fails closed instead of opening a route to reviewers.
     */
    const requirePermission = (request: FastifyRequest, identity: RecruiterIdentity) => {
      const role = identity.role ?? 'recruiter';
      const needed = request.routeOptions.config.permission ?? 'administer';
      if (!roleMay(role, needed)) {
        throw new AppError('FORBIDDEN', { message: 'Your role does not allow this.' });
      }
    };

    app.decorate('requireRecruiter', async (request: FastifyRequest) => {
      const identity = await identify(request);
      if (!identity) throw new AppError('UNAUTHORIZED', { message: 'Authorization required.' });
      requirePermission(request, identity);
      request.recruiter = identity;
      // A company that requires a second factor admits a member without one to their account page only.
      await assertSecondFactorPolicy(request);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'database'] },
);
