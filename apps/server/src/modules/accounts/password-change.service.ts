import type { Kysely } from 'kysely';
import type { PasswordChangeRequest, RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import { deleteAccountTokensOf } from './account-token.repository.js';
import * as members from './member-credentials.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import { assertAcceptablePassword } from './password-policy.js';

/**
 * Changing one's own password (docs/accounts.md "Password reset"): the current one first, then every
 * other session of the user ends (a thief's among them); the session it was made in stays.
 */
export function createPasswordChangeService({
  db,
  passwords,
  audit,
}: {
  db: Kysely<DB>;
  passwords: PasswordHasher;
  audit: AuditLog;
}) {
  return {
    async change(identity: RecruiterIdentity, body: PasswordChangeRequest): Promise<void> {
      const member = await members.findMember(db, identity.userId);
      if (!member || member.company_id !== identity.companyId) throw notFound('User');
      const right = member.password_hash
        ? await passwords.verify(member.password_hash, body.currentPassword)
        : await passwords.verifyNothing(body.currentPassword);
      if (!right) {
        throw new AppError('INVALID_CREDENTIALS', { message: 'Your current password is not right.' });
      }
      assertAcceptablePassword(body.newPassword, members.ownWords(member));
      const passwordHash = await passwords.hash(body.newPassword);
      await db.transaction().execute(async (trx) => {
        await members.setPasswordHash(trx, member.id, passwordHash);
        await deleteAccountTokensOf(trx, member.id, 'password_reset');
        const sessionsEnded = await members.deleteOtherSessionsOf(trx, member.id, identity.sessionIdHash);
        await audit.append(trx, {
          companyId: member.company_id,
          actor: { recruiter: identity },
          type: 'password_reset',
          details: { method: 'change', sessionsEnded },
        });
      });
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
