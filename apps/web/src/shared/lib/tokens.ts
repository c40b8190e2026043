/** Claims the web app reads (spec §3); the server verifies signatures, the client only inspects. */
export type TokenClaims = {
  userId?: string | number;
  companyId?: string | number;
  /** Seconds since the epoch. */
  exp?: number;
  [claim: string]: unknown;
};

function decodeBase64Url(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return undefined;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function isPresent(value: unknown): boolean {
  return (typeof value === 'string' && value.length > 0) || typeof value === 'number';
}

/**
 * Reads a JWT's payload without verifying it: the server verifies every request, so a forged token only
 * fools the client's own routing. Returns undefined for anything that is not a JSON-object payload.
 */
export function decodeToken(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return undefined;
  const json = decodeBase64Url(payload);
  if (json === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return parsed as TokenClaims;
  } catch {
    return undefined;
  }
}

/** `now` is in milliseconds like Date.now(); `exp` is in seconds. */
export function isExpired(claims: TokenClaims, now: number): boolean {
  if (claims.exp === undefined) return false;
  return typeof claims.exp !== 'number' || claims.exp * 1000 <= now;
}

/** Spec §5: three dot-separated parts and not expired; a token with no exp counts as valid. */
export function isIframeTokenValid(token: string | null | undefined, now: number): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return false;
  const claims = decodeToken(token);
  if (claims === undefined) return false;
  return !isExpired(claims, now);
}

/** Spec §5: userId and companyId present and an exp in the future (a token without exp is refused). */
export function isPageTokenValid(token: string | null | undefined, now: number): boolean {
  if (!token) return false;
  const claims = decodeToken(token);
  if (claims === undefined) return false;
  if (!isPresent(claims.userId) || !isPresent(claims.companyId)) return false;
  return typeof claims.exp === 'number' && claims.exp * 1000 > now;
}
