import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditActorSource, AuditLog } from '../audit/index.js';
import * as repo from './share-link.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Revokes the live links a user made, or made with one of their API keys, when that access ends: the
 * shared page answers 410 from the next request on. Each is audited with the reason.
 */
export async function revokeShareLinksMadeBy(
  db: Db,
  audit: AuditLog,
  by: { userId?: number | undefined; apiKeyIds?: readonly string[] | undefined },
  actor: AuditActorSource,
  reason: string,
): Promise<number> {
  const links = await repo.findLiveShareLinksMadeBy(db, by);
  const at = new Date().toISOString();
  for (const link of links) {
    await repo.revokeShareLink(db, link.id, at);
    const ids = (await repo.listLinkedInterviews(db, [link.id])).map((l) => l.application_id);
    const event = { companyId: link.company_id, actor, type: 'share_link_revoked' as const };
    await audit.appendEach(db, { ...event, details: { shareLinkId: link.id, reason } }, ids);
  }
  return links.length;
}
