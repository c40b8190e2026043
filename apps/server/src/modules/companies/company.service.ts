import type { Kysely } from 'kysely';
import type {
  CompanySettings,
  CompanySettingsBody,
  Division,
  LanguageTag,
  MeResponse,
  RecruiterIdentity,
  User,
} from '@vi/contracts';
import { notFound } from '../../lib/app-error.js';
import type { DB, UserRow } from '../../db/schema.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import { mergeCompanySettings, readCompanySettings } from './company-settings.js';
import * as repo from './company.repository.js';

const toUserDto = (row: UserRow): User => ({
  id: row.id,
  active: row.active === 1,
  contactInfo: { firstName: row.first_name, lastName: row.last_name },
});

type Scalar = string | number | boolean | null;

/** Settings as `path: value` pairs (`reminders.afterInviteHours: 48`), whatever settings there are. */
function flatten(value: object, prefix = ''): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = `${prefix}${key}`;
    if (inner !== null && typeof inner === 'object') Object.assign(out, flatten(inner as object, `${path}.`));
    else out[path] = inner as Scalar;
  }
  return out;
}

/**
 * The settings whose value a PUT changed, for the audit log: each one's new value under its name and its
 * old value under `was:<name>` (null where there was none), so the log reads "old → new".
 */
function changedSettings(before: CompanySettings, after: CompanySettings): Record<string, Scalar> {
  const was = flatten(before);
  const changed = Object.entries(flatten(after)).filter(([key, value]) => was[key] !== value);
  return Object.fromEntries(
    changed.flatMap(([key, value]) => [
      [key, value],
      [`was:${key}`, was[key] ?? null],
    ]),
  );
}

export function createCompanyService({ db, audit }: { db: Kysely<DB>; audit: AuditLog }) {
  const service = {
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
        const changed = changedSettings(readCompanySettings(stored), readCompanySettings(merged));
        const keys = Object.keys(changed).filter((key) => !key.startsWith('was:'));
        if (keys.length > 0) {
          const details = { changed: keys.join(','), ...changed };
          await audit.append(trx, {
            companyId,
            actor: { recruiter: identity },
            type: 'settings_changed',
            details,
          });
        }
        return merged;
      });
      return readCompanySettings(next);
    },

    /** The signed-in user's own interface language; the tag was checked against the shipped ones. */
    async setLanguage(identity: RecruiterIdentity, language: LanguageTag): Promise<MeResponse> {
      await repo.setUserLanguage(db, identity.companyId, identity.userId, language);
      return service.describe(identity);
    },

    async describe(identity: RecruiterIdentity): Promise<MeResponse> {
      const [user, company] = await Promise.all([
        repo.findUser(db, identity.userId),
        repo.findCompany(db, identity.companyId),
      ]);
      const own = user && user.company_id === identity.companyId ? user : undefined;
      return {
        userId: identity.userId,
        companyId: identity.companyId,
        expiresAt: identity.expiresAt.toISOString(),
        // A token's user from another company is not shown: the token only speaks for its company.
        user: own ? toUserDto(own) : null,
        companyName: company?.name ?? null,
        isAdmin: (own?.role === 'owner' || own?.role === 'admin') && own.active === 1,
        email: own ? (own.sign_in_email ?? own.email) : null,
        ...(own
          ? {
              role: own.role,
              twoFactorEnabled: own.totp_enabled_at !== null,
              twoFactorRequired: company?.require_two_factor === 1,
              language: own.language,
            }
          : {}),
      };
    },
  };
  return service;
}
