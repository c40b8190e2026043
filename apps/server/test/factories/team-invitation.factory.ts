import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@vi/contracts';
import type { DB } from '../../src/db/schema.js';

export interface TeamInvitationFixture {
  id: string;
  /** What the mail's link carries; the row holds only its SHA-256. */
  token: string;
}

/** A pending team invitation, written as the team page writes one (7 days, token hashed). */
export async function createTeamInvitation(
  db: Kysely<DB>,
  companyId: number,
  overrides: {
    email?: string;
    role?: Role;
    jobIds?: number[];
    invitedBy?: number | null;
    expiresAt?: string;
    acceptedAt?: string | null;
    revokedAt?: string | null;
  } = {},
): Promise<TeamInvitationFixture> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('team_invitations')
    .values({
      id,
      company_id: companyId,
      email: overrides.email ?? `invitee-${id.slice(0, 8)}@example.com`,
      role: overrides.role ?? 'recruiter',
      job_ids: JSON.stringify(overrides.jobIds ?? []),
      token_hash: createHash('sha256').update(token).digest('hex'),
      invited_by: overrides.invitedBy ?? null,
      created_at: new Date().toISOString(),
      expires_at: overrides.expiresAt ?? new Date(Date.now() + 7 * 86_400_000).toISOString(),
      accepted_at: overrides.acceptedAt ?? null,
      revoked_at: overrides.revokedAt ?? null,
    })
    .execute();
  return { id, token };
}
