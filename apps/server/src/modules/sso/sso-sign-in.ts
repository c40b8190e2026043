import type { SsoClaims } from './sso-client.js';

/**
 * Why a single sign-on was refused: the sign-in page shows a sentence for each
 * (`/v1/sign-in?error=sso_<reason>`), never the identity provider's own text.
 */
export type SsoRefusal =
  | 'expired' // no such state, used already, or older than ten minutes: begin again
  | 'disabled' // single sign-on was switched off meanwhile
  | 'denied' // the IdP refused, or the address belongs to another company
  | 'failed' // the code exchange or the ID token's checks failed
  | 'unverified' // the IdP does not vouch for the address (email_verified not true)
  | 'domain' // the address's domain is not one the company allows
  | 'inactive'; // the member was removed from the company

export interface SignInCandidate {
  id: number;
  company_id: number;
  active: number | boolean;
  sign_in_email: string | null;
  sso_subject: string | null;
}

export type SignInVerdict =
  | { ok: false; reason: SsoRefusal }
  | { ok: true; userId: number; email: string }
  | { ok: true; userId: undefined; email: string; names: { firstName: string; lastName: string } };

/** Names for a user made just in time: given and family name, else the full name split, else the address. */
export function namesOf(claims: SsoClaims, email: string): { firstName: string; lastName: string } {
  const clip = (s: string) => s.slice(0, 100);
  if (claims.givenName || claims.familyName) {
    return { firstName: clip(claims.givenName ?? ''), lastName: clip(claims.familyName ?? '') };
  }
  if (claims.name) {
    const [first = '', ...rest] = claims.name.split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  return { firstName: clip(email.slice(0, email.indexOf('@'))), lastName: '' };
}

/**
 * Who signs in: the company's member with this address (or this IdP subject) if active; nobody if the
 * address or subject is another company's, or the member was deactivated; otherwise a new member.
 */
export function judgeSignIn({
  companyId,
  claims,
  allowedDomains,
  users,
}: {
  companyId: number;
  claims: SsoClaims;
  allowedDomains: readonly string[];
  users: readonly SignInCandidate[];
}): SignInVerdict {
  const email = claims.email;
  if (!email || !claims.emailVerified) return { ok: false, reason: 'unverified' };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!allowedDomains.includes(domain)) return { ok: false, reason: 'domain' };
  if (users.some((u) => u.company_id !== companyId)) return { ok: false, reason: 'denied' };
  // The address first: a member found by it is the person the company invited under that address.
  const member = users.find((u) => u.sign_in_email === email) ?? users[0];
  if (member) {
    if (!member.active) return { ok: false, reason: 'inactive' };
    return { ok: true, userId: member.id, email };
  }
  return { ok: true, userId: undefined, email, names: namesOf(claims, email) };
}

/** A path of the web app under /v1/ on this origin, or null: never another site (an open redirect). */
export function safeReturnTo(returnTo: string | undefined): string | null {
  if (!returnTo || returnTo.length > 500 || !returnTo.startsWith('/v1/')) return null;
  if (/[\\\s]/.test(returnTo) || returnTo.includes('//')) return null;
  const base = 'http://return.invalid';
  const url = new URL(returnTo, base);
  return url.origin === base && url.pathname.startsWith('/v1/') ? url.pathname + url.search + url.hash : null;
}
