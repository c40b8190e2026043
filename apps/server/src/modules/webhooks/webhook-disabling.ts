import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditActorSource, AuditLog } from '../audit/index.js';
import * as repo from './webhook.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Disables the endpoints a user made, or made with one of their API keys, when that access ends: events
 * after this are not queued for them, and deliveries already queued are not sent. Each is audited.
 */
export async function disableWebhooksMadeBy(
  db: Db,
  audit: AuditLog,
  by: { userId?: number | undefined; apiKeyIds?: readonly string[] | undefined },
  actor: AuditActorSource,
  reason: string,
): Promise<number> {
  const endpoints = await repo.findLiveEndpointsMadeBy(db, by);
  const at = new Date().toISOString();
  await repo.disableEndpoints(
    db,
    endpoints.map((e) => e.id),
    at,
    reason,
  );
  for (const endpoint of endpoints) {
    const details = { webhookId: endpoint.id, reason };
    await audit.append(db, { companyId: endpoint.company_id, actor, type: 'webhook_disabled', details });
  }
  return endpoints.length;
}
