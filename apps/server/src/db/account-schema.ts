import type { Role } from '@vi/contracts';
import type { Bool, IsoDate } from './column-types.js';

/*
 * Accounts and teams (migration 0013, docs/accounts.md). Part of `DB` in schema.ts; kept apart only for
 * its length. No token, session id or code is stored as it is: only its SHA-256.
 */

export interface SessionTable {
  /** SHA-256 (hex) of the cookie's random id. */
  id_hash: string;
  user_id: number;
  company_id: number;
  created_at: IsoDate;
  /** Moved forward at most once a minute; idle expiry counts from it. */
  last_seen_at: IsoDate;
  /** The absolute end. */
  expires_at: IsoDate;
  /** How it began: 'password', 'sso', 'link', 'setup', 'invitation'. */
  method: string;
  user_agent: string | null;
}

export interface AccountTokenTable {
  token_hash: string;
  purpose: 'password_reset' | 'sign_in_link';
  user_id: number;
  created_at: IsoDate;
  expires_at: IsoDate;
  used_at: IsoDate | null;
}

export interface TeamInvitationTable {
  id: string;
  company_id: number;
  /** Lower-cased. */
  email: string;
  role: Role;
  /** JSON array of job ids a reviewer will see. */
  job_ids: string;
  token_hash: string;
  invited_by: number | null;
  created_at: IsoDate;
  expires_at: IsoDate;
  accepted_at: IsoDate | null;
  revoked_at: IsoDate | null;
}

export interface SignInThrottleTable {
  /** 'account:<email>' or 'address:<ip>'. */
  key: string;
  failures: number;
  blocked_until: IsoDate | null;
  updated_at: IsoDate;
}

export interface CompanySsoTable {
  company_id: number;
  enabled: Bool;
  issuer: string;
  client_id: string;
  client_secret: string | null;
  /** JSON array of lower-case domains. */
  allowed_domains: string;
  default_role: Role;
  updated_at: IsoDate;
}

export interface SsoRequestTable {
  state: string;
  company_id: number;
  code_verifier: string;
  nonce: string;
  return_to: string | null;
  expires_at: IsoDate;
}

export interface JobMemberTable {
  job_id: number;
  user_id: number;
  created_at: IsoDate;
}

export interface InstanceSettingTable {
  key: string;
  value: string;
}
