import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Role } from '@vi/contracts';
import type { CompanySsoTable, SsoRequestTable } from '../../db/account-schema.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;
export type SsoRow = Selectable<CompanySsoTable>;

export const findSsoConfig = (db: Db, companyId: number) =>
  db.selectFrom('company_sso').selectAll().where('company_id', '=', companyId).executeTakeFirst();

export async function saveSsoConfig(
  db: Db,
  row: {
    company_id: number;
    enabled: boolean;
    issuer: string;
    client_id: string;
    client_secret: string | null;
    allowed_domains: string[];
    default_role: Exclude<Role, 'owner'>;
    updated_at: string;
  },
): Promise<void> {
  const values = {
    enabled: row.enabled ? (1 as const) : (0 as const),
    issuer: row.issuer,
    client_id: row.client_id,
    client_secret: row.client_secret,
    allowed_domains: JSON.stringify(row.allowed_domains),
    default_role: row.default_role,
    updated_at: row.updated_at,
  };
  await db
    .insertInto('company_sso')
    .values({ company_id: row.company_id, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}

/** Every enabled configuration (a handful per instance): the domain match is done on the parsed list. */
export const listEnabledSsoConfigs = (db: Db) =>
  db.selectFrom('company_sso').selectAll().where('enabled', '=', 1).orderBy('company_id').execute();

export const insertSsoRequest = (db: Db, row: SsoRequestTable) =>
  db.insertInto('sso_requests').values(row).execute();

/** Takes a request in flight: it is deleted as it is read, so a state works once. */
export async function takeSsoRequest(db: Db, state: string) {
  const row = await db.selectFrom('sso_requests').selectAll().where('state', '=', state).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('sso_requests').where('state', '=', state).executeTakeFirst();
  // Two callbacks racing with one state: only the one whose delete removed the row goes on.
  return Number(deleted.numDeletedRows) === 1 ? row : undefined;
}

export async function deleteExpiredSsoRequests(db: Db, nowIso: string): Promise<number> {
  const result = await db.deleteFrom('sso_requests').where('expires_at', '<', nowIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const userColumns = ['id', 'company_id', 'active', 'sign_in_email', 'sso_subject'] as const;

/** The user who signs in with this address or this IdP subject, whatever their company. */
export const findUsersBySignIn = (db: Db, email: string, subject: string) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .where((eb) => eb.or([eb('sign_in_email', '=', email), eb('sso_subject', '=', subject)]))
    .orderBy('id')
    .execute();

export async function insertSsoUser(
  db: Db,
  user: {
    companyId: number;
    email: string;
    firstName: string;
    lastName: string;
    role: Exclude<Role, 'owner'>;
    subject: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      company_id: user.companyId,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      sign_in_email: user.email,
      sso_subject: user.subject,
      role: user.role,
      active: 1,
      created_at: user.at,
      password_hash: null,
      last_sign_in_at: user.at,
      totp_secret: null,
      totp_enabled_at: null,
      recovery_codes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const recordSsoSignIn = (db: Db, userId: number, subject: string, at: string) =>
  db
    .updateTable('users')
    .set({ last_sign_in_at: at, sso_subject: subject })
    .where('id', '=', userId)
    .execute();
