import { TOKEN_COOKIE, type MeResponse, type Role } from '@vi/contracts';
import { findCookie } from '../lib/cookies';
import { decodeToken } from '../lib/tokens';
import { findStoredIframeToken } from '../storage/iframe-token';

/** Spec recruiter §6: companyId and userId default to 1 when the token does not carry them. */
const DEFAULT_COMPANY_ID = 1;
const DEFAULT_USER_ID = 1;

export type RecruiterIdentity = {
  companyId: number;
  userId: number;
  /** Present when the recruiter signed in with a password or SSO (a browser session, not a jtToken). */
  session?: { role: Role | undefined; email: string | null };
};

/** The identity of a browser session, from GET /auth/me. */
export function identityFromMe(me: MeResponse): RecruiterIdentity {
  return {
    companyId: me.companyId,
    userId: me.userId,
    session: { role: me.role ?? (me.isAdmin === true ? 'admin' : undefined), email: me.email ?? null },
  };
}

/** Who the recruiter is, from the token the access guard let in (iframe token first, then the cookie). */
export function readRecruiterIdentity(): RecruiterIdentity {
  const token = findStoredIframeToken() ?? findCookie(TOKEN_COOKIE);
  const claims = token === undefined ? undefined : decodeToken(token);
  return {
    companyId: toId(claims?.companyId) ?? DEFAULT_COMPANY_ID,
    userId: toId(claims?.userId) ?? DEFAULT_USER_ID,
  };
}

/** Claims may carry ids as numbers or numeric strings. */
function toId(value: string | number | undefined): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value;
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
