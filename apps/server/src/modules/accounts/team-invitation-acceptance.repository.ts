import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@vi/contracts';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export function findTeamInvitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('team_invitations')
    .innerJoin('companies', 'companies.id', 'team_invitations.company_id')
    .selectAll('team_invitations')
    .select('companies.name as company_name')
    .where('team_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks it accepted only if it is still pending: of two acceptances at once, one wins. */
export async function markTeamInvitationAccepted(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('team_invitations')
    .set({ accepted_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertMember(
  db: Db,
  member: {
    companyId: number;
    firstName: string;
    lastName: string;
    email: string;
    role: Role;
    passwordHash: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      company_id: member.companyId,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      sign_in_email: member.email,
      password_hash: member.passwordHash,
      role: member.role,
      active: 1,
      created_at: member.at,
      last_sign_in_at: member.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Assigns the jobs among `jobIds` that still exist in the company (one may be gone since the invitation). */
export async function insertJobMembers(
  db: Db,
  companyId: number,
  userId: number,
  jobIds: number[],
  at: string,
) {
  if (jobIds.length === 0) return;
  const jobs = await db
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', jobIds)
    .execute();
  if (jobs.length === 0) return;
  await db
    .insertInto('job_members')
    .values(jobs.map((job) => ({ job_id: job.id, user_id: userId, created_at: at })))
    .execute();
}
