import { useQuery } from '@tanstack/react-query';
import { roleMay, type MeResponse, type Permission, type Role } from '@vi/contracts';
import { meQueryOptions } from '../api/recruiter/users';
import { useRecruiterIdentity } from './recruiter-identity-context';

/** The role GET /auth/me names (an older server says only whether the user is an admin). */
function roleOf(me: MeResponse | undefined): Role | undefined {
  if (me?.role !== undefined) return me.role;
  return me?.isAdmin === true ? 'admin' : undefined;
}

/**
 * The signed-in member's role: a browser session's is known at once (the access guard read it); a
 * host-platform token's comes with GET /auth/me. Undefined while unknown.
 */
export function useRecruiterRole(): Role | undefined {
  const { session } = useRecruiterIdentity();
  const me = useQuery(meQueryOptions());
  return roleOf(me.data) ?? session?.role;
}

/**
 * Whether the member's role holds `permission` (the server's own table, docs/accounts.md "Roles"), to hide
 * what they may not use. Hiding is a courtesy: the server refuses it with 403 whatever is shown. While the
 * role is unknown (a token's /auth/me still loading, or an older server) nothing is hidden, as before roles.
 */
export function usePermission(permission: Permission): boolean {
  const role = useRecruiterRole();
  return role === undefined || roleMay(role, permission);
}
