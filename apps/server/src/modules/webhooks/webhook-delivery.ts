import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhookDeliveryStatus } from '@vi/contracts';
import type { IntegrationsConfig } from '../../config/integrations-env.js';
import { isUniqueViolation } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import { nowIso } from '../../lib/time.js';
import { sendWebhook, type WebhookResult } from './webhook-sender.js';
import { signWebhook } from './webhook-signing.js';
import * as repo from './webhook.repository.js';
import { deliverWebhookJob, webhookAttemptJobId, type DeliverWebhookPayload } from './delivery-job.js';

export interface WebhookDeliveryDependencies {
  db: Kysely<DB>;
  queue: JobQueue;
  webhooks: IntegrationsConfig['webhooks'];
  log: FastifyBaseLogger;
}

/** The secrets that sign now: the current one, and a rotated-out one until its grace period ends. */
function signingSecrets(delivery: repo.DeliveryToSend, now: string): string[] {
  const previous =
    delivery.previous_secret && delivery.previous_secret_until && delivery.previous_secret_until > now
      ? [delivery.previous_secret]
      : [];
  return [delivery.secret, ...previous];
}

const isSuccess = (result: WebhookResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

/** What the delivery is after this attempt, and when the next automatic one runs. */
function outcomeOf(
  deps: WebhookDeliveryDependencies,
  delivery: repo.DeliveryToSend,
  payload: DeliverWebhookPayload,
  succeeded: boolean,
): { status: WebhookDeliveryStatus; nextRound: number | null; delayMs: number } {
  if (succeeded) return { status: 'delivered', nextRound: null, delayMs: 0 };
  // A failed redelivery by hand changes nothing of the automatic schedule.
  if (payload.round === undefined) return { status: delivery.status, nextRound: null, delayMs: 0 };
  const delayMs = deps.webhooks.retryDelaysMs[payload.round - 1];
  if (delayMs === undefined) return { status: 'failed', nextRound: null, delayMs: 0 };
  return { status: 'pending', nextRound: payload.round + 1, delayMs };
}

/**
 * Sends one attempt and logs it. Safe to run twice: an attempt already logged (a worker stopped after
 * logging it) is not sent again; it only makes sure the next one is queued.
 */
export async function deliverWebhook(
  deps: WebhookDeliveryDependencies,
  payload: DeliverWebhookPayload,
): Promise<void> {
  const { db, log } = deps;
  const delivery = await repo.findDeliveryToSend(db, payload.deliveryId);
  // The endpoint was deleted meanwhile (its deliveries with it), or disabled: its creator's access
  // ended, and nothing queued before that may still leave (docs/accounts.md "What deactivation ends").
  if (!delivery || delivery.disabled_at !== null) return;
  const automatic = payload.round !== undefined;
  if (automatic && delivery.status !== 'pending') return;
  const attemptId = automatic
    ? `${payload.deliveryId}:${payload.round}`
    : `${payload.deliveryId}:manual:${payload.manualRequestId ?? 'unknown'}`;
  if (await repo.hasAttempt(db, attemptId)) {
    await queueNext(deps, delivery, payload, false);
    return;
  }

  const at = new Date();
  const result = await sendWebhook({
    url: delivery.url,
    headers: signWebhook(signingSecrets(delivery, at.toISOString()), delivery.id, at, delivery.payload),
    body: delivery.payload,
    timeoutMs: deps.webhooks.timeoutMs,
    maxResponseBytes: deps.webhooks.maxResponseBytes,
    allowPrivateNetworks: deps.webhooks.allowPrivateNetworks,
  });
  const succeeded = isSuccess(result);
  const outcome = outcomeOf(deps, delivery, payload, succeeded);
  const now = nowIso();
  try {
    await db.transaction().execute((trx) =>
      repo.recordAttempt(
        trx,
        {
          id: attemptId,
          delivery_id: delivery.id,
          manual: automatic ? 0 : 1,
          status_code: result.statusCode,
          response_ms: result.responseMs,
          error: result.error,
          created_at: now,
        },
        {
          status: outcome.status,
          nextAttemptAt: outcome.nextRound ? new Date(Date.now() + outcome.delayMs).toISOString() : null,
        },
      ),
    );
  } catch (err) {
    // Another run of this very attempt logged it first.
    if (isUniqueViolation(err)) return;
    throw err;
  }
  log[succeeded ? 'info' : 'warn'](
    { deliveryId: delivery.id, statusCode: result.statusCode, ms: result.responseMs, error: result.error },
    succeeded ? 'webhook delivered' : 'webhook attempt failed',
  );
  if (outcome.nextRound) {
    await deps.queue.enqueue(
      deliverWebhookJob,
      { deliveryId: delivery.id, round: outcome.nextRound },
      { delayMs: outcome.delayMs, jobId: webhookAttemptJobId(delivery.id, outcome.nextRound) },
    );
  }
}

/** After a re-run found its attempt logged: queue the follow-up it may not have queued (idempotent id). */
async function queueNext(
  deps: WebhookDeliveryDependencies,
  delivery: repo.DeliveryToSend,
  payload: DeliverWebhookPayload,
  succeeded: boolean,
): Promise<void> {
  if (payload.round === undefined || delivery.status !== 'pending') return;
  const outcome = outcomeOf(deps, delivery, payload, succeeded);
  if (!outcome.nextRound) return;
  await deps.queue.enqueue(
    deliverWebhookJob,
    { deliveryId: delivery.id, round: outcome.nextRound },
    { delayMs: outcome.delayMs, jobId: webhookAttemptJobId(delivery.id, outcome.nextRound) },
  );
}
