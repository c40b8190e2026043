import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
  type JWTVerifyGetKey,
} from 'jose';
import { TokenClaimsSchema, type RecruiterIdentity } from '@vi/contracts';
import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';

export interface TokenService {
  /** Verifies a recruiter token; throws AppError 401 for anything but a valid, unexpired token. */
  verify(token: string): Promise<RecruiterIdentity>;
  /** Signs an HS256 token (CLI sign-in links, tests); needs JWT_SECRET. */
  sign(claims: { userId: number; companyId: number }, ttlSeconds: number): Promise<string>;
}

const invalid = (message = 'Authorization required.') => new AppError('UNAUTHORIZED', { message });

/**
 * Verified tokens are kept, by their exact text, for at most this long and never past their `exp`: checking
 * the signature again on every request cost ~40 µs of CPU each, the largest part of an authenticated read
 * after the database (decision 0020). A token is a bearer credential that stays valid until it expires
 * whatever this cache does; what a recruiter may do is still judged on every request against their user's
 * row (companies/tenant-provisioning.ts), so a deactivation takes effect at once. The limit bounds how
 * long a token whose signing key has left the JWKS is still accepted.
 */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKENS_MAX = 10_000;

export function createTokenService(jwt: Config['jwt'], now: () => number = Date.now): TokenService {
  const verified = new Map<string, { identity: RecruiterIdentity; until: number }>();
  // The HMAC key is imported into WebCrypto once: handing jose the raw bytes re-imports it on every
  // verification (about 60 µs of CPU a request, measured in decision 0020's profile).
  const secret = jwt.secret
    ? globalThis.crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(jwt.secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      )
    : undefined;
  const jwks: JWTVerifyGetKey | undefined = jwt.jwksUrl
    ? createRemoteJWKSet(new URL(jwt.jwksUrl))
    : undefined;
  const claimChecks = {
    requiredClaims: ['exp'],
    ...(jwt.issuer ? { issuer: jwt.issuer } : {}),
    ...(jwt.audience ? { audience: jwt.audience } : {}),
  };

  async function verifyWithKey(token: string) {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw invalid('Malformed token.');
    }
    // The algorithm list is fixed per key type, so 'none' and HS/RS confusion are refused by jose.
    const checks = { ...claimChecks, currentDate: new Date(now()) };
    if (alg === 'HS256' && secret)
      return jwtVerify(token, await secret, { ...checks, algorithms: ['HS256'] });
    if (jwks && alg !== undefined && alg !== 'none' && !alg.startsWith('HS')) {
      return jwtVerify(token, jwks, {
        ...checks,
        algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'],
      });
    }
    throw invalid(`Tokens signed with ${alg ?? 'no algorithm'} are not accepted.`);
  }

  async function verifyAnew(token: string): Promise<RecruiterIdentity> {
    let payload: unknown;
    try {
      payload = (await verifyWithKey(token)).payload;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) {
        throw new AppError('TOKEN_EXPIRED', { message: 'Your session has expired. Please sign in again.' });
      }
      throw invalid();
    }
    const claims = TokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw invalid('The token does not carry userId and companyId.');
    // Shared by every request the token is kept for: nobody may change it.
    return Object.freeze({
      userId: claims.data.userId,
      companyId: claims.data.companyId,
      expiresAt: new Date(claims.data.exp * 1000),
      firstName: claims.data.firstName ?? claims.data.given_name,
      lastName: claims.data.lastName ?? claims.data.family_name,
      email: claims.data.email,
      companyName: claims.data.companyName,
    });
  }

  return {
    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        if (now() < kept.until) return kept.identity;
        verified.delete(token);
      }
      const identity = await verifyAnew(token);
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, {
        identity,
        until: Math.min(identity.expiresAt.getTime(), now() + VERIFIED_TOKEN_TTL_MS),
      });
      return identity;
    },

    async sign(claims, ttlSeconds) {
      if (!secret)
        throw new Error('JWT_SECRET is not configured; tokens can only come from the JWKS issuer.');
      let builder = new SignJWT({ userId: claims.userId, companyId: claims.companyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
      if (jwt.issuer) builder = builder.setIssuer(jwt.issuer);
      if (jwt.audience) builder = builder.setAudience(jwt.audience);
      return builder.sign(await secret);
    },
  };
}
