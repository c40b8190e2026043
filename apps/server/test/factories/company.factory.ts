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
