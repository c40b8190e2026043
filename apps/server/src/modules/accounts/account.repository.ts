import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@vi/contracts';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What sign-in needs of the account an email names; `company_name` is null when the company is gone. */
export function findSignInAccount(db: Db, signInEmail: string) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.company_id',
      'users.active',
      'users.role',
      'users.sign_in_email',
      'users.password_hash',
      'users.totp_secret',
      'users.totp_enabled_at',
      'users.recovery_codes',
      'companies.name as company_name',
    ])
    .where('users.sign_in_email', '=', signInEmail)
    .executeTakeFirst();
}
export type SignInAccount = NonNullable<Awaited<ReturnType<typeof findSignInAccount>>>;

export function findUserBySignInEmail(db: Db, signInEmail: string) {
  return db
    .selectFrom('users')
    .select(['id', 'company_id', 'first_name', 'last_name', 'role', 'sign_in_email'])
    .where('sign_in_email', '=', signInEmail)
    .executeTakeFirst();
}

export async function setLastSignIn(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

export async function setSignInCredentials(
  db: Db,
  userId: number,
  values: { signInEmail?: string; passwordHash?: string | null; role?: Role },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(values.signInEmail !== undefined ? { sign_in_email: values.signInEmail } : {}),
      ...(values.passwordHash !== undefined ? { password_hash: values.passwordHash } : {}),
      ...(values.role !== undefined ? { role: values.role } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** Only if the stored list is still `expected`: two sign-ins cannot both spend one recovery code. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  expected: string | null,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ recovery_codes: next })
    .where('id', '=', userId)
    .where((eb) =>
      expected === null ? eb('recovery_codes', 'is', null) : eb('recovery_codes', '=', expected),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function hasAnySignInEmail(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('sign_in_email', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('instance_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts a setting unless it exists; true when this call wrote it (the first of racing nodes). */
export async function insertSettingOnce(db: Db, key: string, value: string): Promise<boolean> {
  const result = await db
    .insertInto('instance_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('instance_settings').where('key', '=', key).execute();
}

export async function insertAccountToken(
  db: Db,
  row: {
    tokenHash: string;
    purpose: 'password_reset' | 'sign_in_link';
    userId: number;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: row.tokenHash,
      purpose: row.purpose,
      user_id: row.userId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}
