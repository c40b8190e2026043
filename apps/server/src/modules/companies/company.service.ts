import type { Kysely } from 'kysely';
import type { Division, MeResponse, RecruiterIdentity, User } from '@vi/contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { requireCompanyAccess } from '../auth/access.js';
import * as repo from './company.repository.js';

const toUserDto = (row: UserRow): User => ({
  id: row.id,
  active: row.active === 1,
  contactInfo: { firstName: row.first_name, lastName: row.last_name },
});

export function createCompanyService({ db }: { db: Kysely<DB> }) {
  return {
    async listUsers(identity: RecruiterIdentity, companyId: number): Promise<User[]> {
      requireCompanyAccess(identity, companyId);
      return (await repo.listUsers(db, companyId)).map(toUserDto);
    },

    async listDivisions(identity: RecruiterIdentity, companyId: number): Promise<Division[]> {
      requireCompanyAccess(identity, companyId);
      return (await repo.listDivisions(db, companyId)).map((d) => ({ id: d.id, name: d.name }));
    },

    async describe(identity: RecruiterIdentity): Promise<MeResponse> {
      const [user, company] = await Promise.all([
        repo.findUser(db, identity.userId),
        repo.findCompany(db, identity.companyId),
      ]);
      return {
        userId: identity.userId,
        companyId: identity.companyId,
        expiresAt: identity.expiresAt.toISOString(),
        // A token's user from another company is not shown: the token only speaks for its company.
        user: user && user.company_id === identity.companyId ? toUserDto(user) : null,
        companyName: company?.name ?? null,
      };
    },
  };
}
