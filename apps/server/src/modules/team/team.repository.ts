import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Role } from '@vi/contracts';
import type { TeamInvitationTable } from '../../db/account-schema.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

const MEMBER_COLUMNS = [
  'id',
  'company_id',
  'first_name',
  'last_name',
  'email',
  'sign_in_email',
  'role',
  'active',
  'last_sign_in_at',
  'totp_enabled_at',
  'can_see_contact_details',
  /** The member's interface language: an invitation they send is mailed in it. */
  'language',
] as const;

export function listMembers(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export function findMember(db: Db, companyId: number, userId: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The jobs each of the given users is assigned to (reviewers). */
export function listJobMembers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('job_members')
    .select(['user_id', 'job_id'])
    .where('user_id', 'in', userIds)
    .orderBy('job_id')
    .execute();
}

/** How many of these ids are jobs of the company. */
export async function countCompanyJobs(
  db: Db,
  companyId: number,
  jobIds: readonly number[],
): Promise<number> {
  if (jobIds.length === 0) return 0;
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', jobIds)
    .execute();
  return rows.length;
}

export async function replaceJobMembers(
  db: Db,
  userId: number,
  jobIds: readonly number[],
  at: string,
): Promise<void> {
  await db.deleteFrom('job_members').where('user_id', '=', userId).execute();
  if (jobIds.length === 0) return;
  await db
    .insertInto('job_members')
    .values(jobIds.map((job_id) => ({ job_id, user_id: userId, created_at: at })))
    .execute();
}

export async function setRole(db: Db, userId: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

export async function setContactDetailsGrant(db: Db, userId: number, granted: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ can_see_contact_details: granted ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** A user anywhere who signs in with this address, or a user of the company whose profile has it. */
export async function isEmailTaken(db: Db, companyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('sign_in_email', '=', email),
        eb.and([eb('company_id', '=', companyId), eb(eb.fn('lower', ['email']), '=', email)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasPendingInvitation(
  db: Db,
  companyId: number,
  email: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('team_invitations')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInvitation(db: Db, row: Insertable<TeamInvitationTable>): Promise<void> {
  await db.insertInto('team_invitations').values(row).execute();
}

export function listPendingInvitations(db: Db, companyId: number, now: string) {
  return db
    .selectFrom('team_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'i.expires_at', 'u.first_name', 'u.last_name'])
    .where('i.company_id', '=', companyId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
}

/** Revokes a pending invitation of the company; false when there is none by that id. */
export async function revokeInvitation(db: Db, companyId: number, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('team_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A pending invitation of the company (not accepted, not revoked; expired ones too, to renew them). */
export function findOpenInvitation(db: Db, companyId: number, id: string) {
  return db
    .selectFrom('team_invitations')
    .select(['id', 'email', 'role', 'expires_at'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Gives a pending invitation a new token (the old link stops working: only one hash is kept) and a new
 * expiry; false when it was accepted or revoked meanwhile.
 */
export async function replaceInvitationToken(
  db: Db,
  companyId: number,
  id: string,
  tokenHash: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('team_invitations')
    .set({ token_hash: tokenHash, expires_at: expiresAt })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
