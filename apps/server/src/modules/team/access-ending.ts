import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { deleteSessionsOfUser } from '../accounts/index.js';
import { revokeApiKeysOf } from '../api-keys/index.js';
import type { AuditActorSource, AuditLog } from '../audit/index.js';
import { findUser, setUserActive } from '../companies/index.js';
import { revokeShareLinksMadeBy } from '../sharing/index.js';
import { disableWebhooksMadeBy } from '../webhooks/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Why a share link was revoked or a webhook disabled, as the audit log and the settings page show it. */
export type AccessEndReason = 'user_deactivated' | 'api_key_revoked';

/**
 * What a person or one of their API keys made that acts on its own: share links (revoked, the page
 * answers 410) and webhooks (disabled, nothing more is sent until an admin re-enables them).
 */
export async function endWhatWasMadeBy(
  db: Db,
  audit: AuditLog,
  by: { userId?: number | undefined; apiKeyIds?: readonly string[] | undefined },
  actor: AuditActorSource,
  reason: AccessEndReason,
): Promise<void> {
  await revokeShareLinksMadeBy(db, audit, by, actor, reason);
  await disableWebhooksMadeBy(db, audit, by, actor, reason);
}

/**
 * Access ends when a person leaves, in one place (docs/accounts.md "What deactivation ends"), whoever
 * ends it (the team page, the command line): the user is refused from the next request on (the one
 * authorization path reads the row every time), their sessions end, their API keys are revoked, and the
 * share links and webhooks they or their keys made stop. Reactivation restores the login only.
 */
export function createAccessEnding({ db, audit }: { db: Kysely<DB>; audit: AuditLog }) {
  return {
    /** False when there is no such user. */
    async endAccessOf(userId: number, actor: AuditActorSource): Promise<boolean> {
      const user = await findUser(db, userId);
      if (!user) return false;
      await db.transaction().execute(async (trx) => {
        await setUserActive(trx, userId, false);
        await deleteSessionsOfUser(trx, userId);
        const keys = await revokeApiKeysOf(trx, userId, nowIso());
        for (const key of keys) {
          const details = {
            apiKeyId: key.id,
            name: key.name,
            prefix: key.key_prefix,
            reason: 'user_deactivated',
          };
          await audit.append(trx, { companyId: key.company_id, actor, type: 'api_key_revoked', details });
        }
        const by = { userId, apiKeyIds: keys.map((k) => k.id) };
        await endWhatWasMadeBy(trx, audit, by, actor, 'user_deactivated');
        const event = { companyId: user.company_id, actor, details: { userId } };
        await audit.append(trx, { ...event, type: 'user_deactivated' });
      });
      return true;
    },

    /** The login works again; what was revoked stays revoked. False when there is no such user. */
    async restoreAccessOf(userId: number, actor: AuditActorSource): Promise<boolean> {
      const user = await findUser(db, userId);
      if (!user) return false;
      await db.transaction().execute(async (trx) => {
        await setUserActive(trx, userId, true);
        const event = { companyId: user.company_id, actor, details: { userId } };
        await audit.append(trx, { ...event, type: 'user_reactivated' });
      });
      return true;
    },
  };
}

export type AccessEnding = ReturnType<typeof createAccessEnding>;
