import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What recovery, sign-in links and the second factor need of a user and their company. */
const memberColumns = [
  'users.id',
  'users.company_id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.sign_in_email',
  'users.role',
  'users.active',
  'users.password_hash',
  'users.totp_secret',
  'users.totp_enabled_at',
  'users.recovery_codes',
  /** The interface language the member chose: their account mails are written in it. */
  'users.language',
  'companies.name as company_name',
  'companies.require_two_factor',
] as const;

const members = (db: Db) => db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id');

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export function findMember(db: Db, userId: number) {
  return members(db).select(memberColumns).where('users.id', '=', userId).executeTakeFirst();
}

/** The account an address signs in with (addresses are stored lower-cased). */
export function findMemberBySignInEmail(db: Db, email: string) {
  return members(db).select(memberColumns).where('users.sign_in_email', '=', email).executeTakeFirst();
}

export async function isSignInEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('sign_in_email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export function setLastSignIn(db: Db, userId: number, at: string) {
  return db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

type Words = Pick<MemberRow, 'first_name' | 'last_name' | 'sign_in_email' | 'email' | 'company_name'>;

/** A person's own words, which their password must not be made of (password-policy.ts). */
export function ownWords(m: Words): string[] {
  const email = m.sign_in_email ?? m.email ?? '';
  return [m.first_name, m.last_name, email, email.split('@')[0] ?? '', m.company_name].filter(
    (w) => w.length > 0,
  );
}

/** Every session of a user but `keepIdHash` (a password change keeps the session it was made in). */
export async function deleteOtherSessionsOf(db: Db, userId: number, keepIdHash: string | undefined) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash !== undefined) query = query.where('id_hash', '!=', keepIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
