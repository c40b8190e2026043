import type { Role } from './account.schema.js';

/**
 * What a role may do (docs/accounts.md "Roles"): one table for the server, which enforces it on every
 * route (a route names the one permission it needs), and the web app, which hides what a role may not
 * use (hiding is a courtesy; the server's 403 is the rule).
 *
 * - `account`: one's own account (who am I, sign out, second factor). Every role.
 * - `review`: read the interviews one may see, rate, note, compare. Every role; a reviewer sees only
 *   the jobs they are assigned to, and no contact details unless granted.
 * - `recruit`: questionnaires, jobs, invitations, deciding (stages), exports, share links.
 * - `administer`: team, single sign-on, settings, privacy and retention, API keys, webhooks, the audit log.
 */
export const PERMISSIONS = ['account', 'review', 'recruit', 'administer'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  recruiter: ['account', 'review', 'recruit'],
  reviewer: ['account', 'review'],
};

export const roleMay = (role: Role, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
