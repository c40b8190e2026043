import type { Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB, DivisionRow, UserRow } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertCompany(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({ name, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findCompany(db: Db, id: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { companyId: number; firstName: string; lastName: string; email?: string | null; active?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      company_id: user.companyId,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email ?? null,
      active: user.active === false ? 0 : 1,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await makeFirstUserAdmin(db, user.companyId, row.id);
  return row.id;
}

/**
 * A company's first user is its admin (reads the audit log): nobody else can name one yet, and a company
 * without an admin could not read its own log.
 */
export async function makeFirstUserAdmin(db: Db, companyId: number, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'owner' })
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users as other')
            .select('other.id')
            .where('other.company_id', '=', companyId)
            .where('other.id', '!=', userId),
        ),
      ),
    )
    .execute();
}

export async function isCompanyAdmin(db: Db, companyId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('active', '=', 1)
    .where('role', 'in', ['owner', 'admin'])
    .executeTakeFirst();
  return row !== undefined;
}

export function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * What the sign-in check needs of a user, read on every recruiter request (a primary-key lookup), so its
 * query is compiled once.
 */
const userStanding = preparedQuery(
  (db, id: number) =>
    db
      .selectFrom('users')
      .select(['id', 'company_id', 'active', 'role', 'can_see_contact_details'])
      .where('id', '=', id),
  [-2_000_000_001],
);

export async function findUserStanding(
  db: Db,
  id: number,
): Promise<Pick<UserRow, 'id' | 'company_id' | 'active' | 'role' | 'can_see_contact_details'> | undefined> {
  return (await userStanding(db, id))[0];
}

/** Deactivates or reactivates a user; false when there is no such user. */
export async function setUserActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listUsers(db: Db, companyId: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

export async function insertDivision(db: Db, companyId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('divisions')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listDivisions(db: Db, companyId: number): Promise<DivisionRow[]> {
  return db.selectFrom('divisions').selectAll().where('company_id', '=', companyId).orderBy('name').execute();
}

export async function findCompanyName(db: Db, companyId: number): Promise<string | undefined> {
  return (await findCompany(db, companyId))?.name;
}

export async function isCompanyUser(db: Db, companyId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isCompanyDivision(db: Db, companyId: number, divisionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('divisions')
    .select('id')
    .where('id', '=', divisionId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findCompanySettings(db: Db, companyId: number): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('settings')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row ? row.settings : undefined;
}

export async function updateCompanySettings(
  db: Db,
  companyId: number,
  settings: string | null,
): Promise<void> {
  await db.updateTable('companies').set({ settings }).where('id', '=', companyId).execute();
}

/** A user's interface language; only a user of the given company is changed. */
export async function setUserLanguage(
  db: Db,
  companyId: number,
  userId: number,
  language: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}
