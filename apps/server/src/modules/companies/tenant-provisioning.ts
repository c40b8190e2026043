import type { Kysely } from 'kysely';
import type { RecruiterIdentity, Role } from '@vi/contracts';
import { syncIdSequence, type Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { findUserStanding, makeFirstUserAdmin } from './company.repository.js';

/**
 * A valid token is the word of the issuer we trust (our own secret or the host platform's keys), so
 * the company and user it names are created on first use: a host platform's recruiters can start
 * working without anyone mirroring its accounts. A user that exists in another company, or has been
 * deactivated, is refused.
 *
 * The user's row is read on every request (a primary-key lookup, docs/security.md "One authorization
 * path"): no node may keep admitting a user for a while after their deactivation.
 */
export function createTenantProvisioner({ db, dialect }: { db: Kysely<DB>; dialect: Dialect }) {
  async function provision(identity: RecruiterIdentity): Promise<void> {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('companies')
        .values({
          id: identity.companyId,
          name: identity.companyName ?? `Company ${identity.companyId}`,
          created_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: identity.userId,
          company_id: identity.companyId,
          first_name: identity.firstName ?? 'User',
          last_name: identity.lastName ?? String(identity.userId),
          email: identity.email ?? null,
          active: 1,
          created_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await makeFirstUserAdmin(trx, identity.companyId, identity.userId);
    });
    await syncIdSequence(db, dialect, 'companies');
    await syncIdSequence(db, dialect, 'users');
  }

  return {
    /**
     * Admits the identity's user (creating it and its company on first use) or throws 403, and returns
     * the user's role and contact-detail grant: read in the same lookup, so a role change takes effect on
     * the next request.
     */
    async ensure(identity: RecruiterIdentity): Promise<{ role: Role; canSeeContactDetails: boolean }> {
      let user = await findUserStanding(db, identity.userId);
      if (!user) {
        await provision(identity);
        user = await findUserStanding(db, identity.userId);
      }
      if (!user || user.company_id !== identity.companyId) {
        throw new AppError('FORBIDDEN', { message: 'Your user is not part of this company.' });
      }
      if (user.active !== 1) throw new AppError('FORBIDDEN', { message: 'Your account is inactive.' });
      return { role: user.role, canSeeContactDetails: user.can_see_contact_details === 1 };
    },
  };
}

export type TenantProvisioner = ReturnType<typeof createTenantProvisioner>;
