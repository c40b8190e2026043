import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { insertCompany, insertDivision, insertUser } from '../../src/modules/companies/company.repository.js';

export interface CompanyFixture {
  companyId: number;
  userId: number;
  inactiveUserId: number;
  divisionId: number;
}

/** A company with one active and one inactive user and a division. */
export async function createCompany(
  db: Kysely<DB>,
  overrides: { name?: string; firstName?: string; lastName?: string } = {},
): Promise<CompanyFixture> {
  const companyId = await insertCompany(db, overrides.name ?? 'Test Company');
  const userId = await insertUser(db, {
    companyId,
    firstName: overrides.firstName ?? 'Riley',
    lastName: overrides.lastName ?? 'Recruiter',
    email: 'riley@example.com',
  });
  const inactiveUserId = await insertUser(db, {
    companyId,
    firstName: 'Ina',
    lastName: 'Active',
    active: false,
  });
  const divisionId = await insertDivision(db, companyId, 'Engineering');
  return { companyId, userId, inactiveUserId, divisionId };
}

export interface TwoTenants {
  a: CompanyFixture;
  b: CompanyFixture;
  tokenA: string;
  tokenB: string;
}

/** Company A and company B with a recruiter token each: the tenancy matrix every API suite checks. */
export async function createTwoTenants(t: {
  database: { db: Kysely<DB> };
  tokenFor(claims: { companyId: number; userId: number }): Promise<string>;
}): Promise<TwoTenants> {
  const a = await createCompany(t.database.db, { name: 'Company A' });
  const b = await createCompany(t.database.db, { name: 'Company B', firstName: 'Bo', lastName: 'Other' });
  return {
    a,
    b,
    tokenA: await t.tokenFor({ companyId: a.companyId, userId: a.userId }),
    tokenB: await t.tokenFor({ companyId: b.companyId, userId: b.userId }),
  };
}
