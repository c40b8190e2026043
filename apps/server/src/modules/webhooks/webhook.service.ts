import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  WEBHOOK_LIMITS,
  WebhookEventTypeSchema,
  type AuditDetails,
  type CreateWebhookBody,
  type RecruiterIdentity,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSecretResponse,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess, requireOwnRecord } from '../auth/index.js';
import { findUser } from '../companies/index.js';
import { deliverWebhookJob } from './delivery-job.js';
import { checkWebhookUrl, WebhookAddressError } from './webhook-address.js';
import { newWebhookSecret } from './webhook-signing.js';
import * as repo from './webhook.repository.js';

/** After a rotation the old secret still signs (as a second signature) for this long. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
const DELIVERIES_SHOWN = 50;

type EndpointRow = NonNullable<Awaited<ReturnType<typeof repo.findEndpoint>>>;
type ListedRow = Awaited<ReturnType<typeof repo.listEndpointsWithCreators>>[number];

const toEndpoint = (row: ListedRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: WebhookEventTypeSchema.array().catch([]).parse(JSON.parse(row.events)),
  createdAt: row.created_at,
  secretRotatedAt: row.secret_rotated_at,
  createdBy:
    row.created_by === null
      ? null
      : { userId: row.created_by, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
  disabledAt: row.disabled_at,
  disabledReason: row.disabled_reason,
});

interface Deps {
  db: Kysely<DB>;
  queue: JobQueue;
  allowPrivateNetworks: boolean;
  audit: AuditLog;
}

export function createWebhookService({ db, queue, allowPrivateNetworks, audit }: Deps) {
  const record = (
    identity: RecruiterIdentity,
    companyId: number,
    type: 'webhook_created' | 'webhook_changed' | 'webhook_rotated' | 'webhook_deleted',
    details: AuditDetails,
  ) => audit.append(db, { companyId, actor: { recruiter: identity }, type, details });

  async function ownEndpoint(
    identity: RecruiterIdentity,
    companyId: number,
    id: string,
  ): Promise<EndpointRow> {
    requireCompanyAccess(identity, companyId);
    return requireOwnRecord(identity, await repo.findEndpoint(db, id), 'Webhook');
  }

  return {
    async create(
      identity: RecruiterIdentity,
      companyId: number,
      body: { url: string; events: CreateWebhookBody['events'] },
    ): Promise<WebhookSecretResponse> {
      requireCompanyAccess(identity, companyId);
      let url: URL;
      try {
        url = await checkWebhookUrl(body.url, allowPrivateNetworks);
      } catch (err) {
        if (!(err instanceof WebhookAddressError)) throw err;
        throw new AppError('VALIDATION', {
          message: err.message,
          fields: [{ path: 'body.url', message: err.message }],
        });
      }
      if ((await repo.countEndpoints(db, companyId)) >= WEBHOOK_LIMITS.endpointsPerCompany) {
        throw new AppError('CONFLICT', {
          message: `A company can have at most ${WEBHOOK_LIMITS.endpointsPerCompany} webhook endpoints.`,
        });
      }
      const id = randomUUID();
      const secret = newWebhookSecret();
      const creator = await findUser(db, identity.userId);
      await repo.insertEndpoint(db, {
        id,
        company_id: companyId,
        url: url.href,
        events: JSON.stringify(body.events),
        secret,
        previous_secret: null,
        previous_secret_until: null,
        secret_rotated_at: null,
        created_by: creator?.company_id === companyId ? creator.id : null,
        // What a key made goes with the key when it is revoked.
        created_by_api_key: identity.apiKeyId ?? null,
        disabled_at: null,
        disabled_reason: null,
        created_at: nowIso(),
      });
      await record(identity, companyId, 'webhook_created', { webhookId: id, url: url.href });
      return { id, secret };
    },

    async list(identity: RecruiterIdentity, companyId: number): Promise<WebhookEndpoint[]> {
      requireCompanyAccess(identity, companyId);
      return (await repo.listEndpointsWithCreators(db, companyId)).map(toEndpoint);
    },

    async remove(identity: RecruiterIdentity, companyId: number, id: string): Promise<void> {
      const endpoint = await ownEndpoint(identity, companyId, id);
      await repo.deleteEndpoint(db, endpoint.id);
      await record(identity, companyId, 'webhook_deleted', { webhookId: endpoint.id, url: endpoint.url });
    },

    /** An admin re-enables an endpoint that was disabled; events from now on are delivered again. */
    async enable(identity: RecruiterIdentity, companyId: number, id: string): Promise<WebhookEndpoint> {
      const endpoint = await ownEndpoint(identity, companyId, id);
      if (endpoint.disabled_at !== null) {
        await repo.enableEndpoint(db, endpoint.id);
        await record(identity, companyId, 'webhook_changed', { webhookId: endpoint.id, enabled: true });
      }
      const listed = (await repo.listEndpointsWithCreators(db, companyId)).find((e) => e.id === endpoint.id);
      if (!listed) throw new AppError('NOT_FOUND', { message: 'Webhook not found' });
      return toEndpoint(listed);
    },

    /** A new secret from now on; the old one keeps signing beside it for a day so receivers can switch. */
    async rotateSecret(
      identity: RecruiterIdentity,
      companyId: number,
      id: string,
    ): Promise<WebhookSecretResponse> {
      const endpoint = await ownEndpoint(identity, companyId, id);
      const secret = newWebhookSecret();
      const now = new Date();
      await repo.updateSecret(db, endpoint.id, {
        secret,
        previous_secret: endpoint.secret,
        previous_secret_until: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString(),
        secret_rotated_at: now.toISOString(),
      });
      await record(identity, companyId, 'webhook_rotated', { webhookId: endpoint.id });
      return { id: endpoint.id, secret };
    },

    async listDeliveries(
      identity: RecruiterIdentity,
      companyId: number,
      id: string,
    ): Promise<WebhookDelivery[]> {
      const endpoint = await ownEndpoint(identity, companyId, id);
      const deliveries = await repo.listDeliveries(db, endpoint.id, DELIVERIES_SHOWN);
      const attempts = await repo.listAttempts(
        db,
        deliveries.map((d) => d.id),
      );
      return deliveries.map((d) => ({
        id: d.id,
        eventType: d.event_type,
        status: d.status,
        createdAt: d.created_at,
        nextAttemptAt: d.status === 'pending' ? d.next_attempt_at : null,
        attempts: attempts
          .filter((a) => a.delivery_id === d.id)
          .map((a) => ({
            attempt: a.attempt_no,
            at: a.created_at,
            statusCode: a.status_code,
            responseMs: a.response_ms,
            error: a.error,
            manual: a.manual === 1,
          })),
      }));
    },

    /** Redelivery by hand: one more attempt now, whatever became of the earlier ones. */
    async retry(
      identity: RecruiterIdentity,
      companyId: number,
      id: string,
      deliveryId: string,
    ): Promise<{ deliveryId: string; queued: true }> {
      const endpoint = await ownEndpoint(identity, companyId, id);
      const delivery = await repo.findDelivery(db, endpoint.id, deliveryId);
      if (!delivery) throw new AppError('NOT_FOUND', { message: 'Delivery not found' });
      await queue.enqueue(deliverWebhookJob, { deliveryId: delivery.id, manualRequestId: randomUUID() });
      return { deliveryId: delivery.id, queued: true };
    },
  };
}
