import type { Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A secret waiting for its first code: stored, but no sign-in asks for it until enabled. */
export function setPendingTotpSecret(db: Db, userId: number, secret: string) {
  return db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: null, recovery_codes: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
}

export function enableTotp(db: Db, userId: number, at: string, recoveryCodeHashes: string[]) {
  return db
    .updateTable('users')
    .set({ totp_enabled_at: at, recovery_codes: JSON.stringify(recoveryCodeHashes) })
    .where('id', '=', userId)
    .execute();
}

export function clearTotp(db: Db, userId: number) {
  return db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, recovery_codes: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
}

/** Records `step` as the last TOTP step taken, unless it is not later than the one stored: then false. */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the company requires a second factor now (before a change, for the audit log). */
export async function companyRequiresTwoFactor(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('require_two_factor')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.require_two_factor === 1;
}

export function setCompanyRequiresTwoFactor(db: Db, companyId: number, required: boolean) {
  return db
    .updateTable('companies')
    .set({ require_two_factor: required ? 1 : 0 })
    .where('id', '=', companyId)
    .execute();
}

/** Read on session requests to routes beyond one's own account: a primary-key lookup, compiled once. */
const standing = preparedQuery(
  (db, userId: number) =>
    db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.totp_enabled_at', 'companies.require_two_factor'])
      .where('users.id', '=', userId),
  [-2_000_000_003],
);

export async function findSecondFactorStanding(db: Db, userId: number) {
  return (await standing(db, userId))[0];
}
