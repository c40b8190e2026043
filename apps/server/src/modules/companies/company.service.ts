import type { Kysely } from 'kysely';
import type {
  CompanySettings,
  CompanySettingsBody,
  Division,
  MeResponse,
  RecruiterIdentity,
  User,
} from '@vi/contracts';
import { notFound } from '../../lib/app-error.js';
import { mergeCompanySettings, readCompanySettings } from './company-settings.js';
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

    async getSettings(identity: RecruiterIdentity, companyId: number): Promise<CompanySettings> {
      requireCompanyAccess(identity, companyId);
      const stored = await repo.findCompanySettings(db, companyId);
      if (stored === undefined) throw notFound('Company');
      return readCompanySettings(stored);
    },

    /** Read and write in one transaction, so two saves at once cannot drop each other's changes. */
    async putSettings(
      identity: RecruiterIdentity,
      companyId: number,
      body: CompanySettingsBody,
    ): Promise<CompanySettings> {
      requireCompanyAccess(identity, companyId);
      const next = await db.transaction().execute(async (trx) => {
        const stored = await repo.findCompanySettings(trx, companyId);
        if (stored === undefined) throw notFound('Company');
        const merged = mergeCompanySettings(stored, body);
        await repo.updateCompanySettings(trx, companyId, merged);
        return merged;
      });
      return readCompanySettings(next);
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
