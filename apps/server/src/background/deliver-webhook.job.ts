import { z } from 'zod';
import type { JobDefinition, JobKind } from '../infra/queue/queue.js';
import type { WebhookDeliveryDependencies } from './deliver-webhook.handler.js';

const DeliverWebhookPayloadSchema = z.object({
  deliveryId: z.string().min(1).max(64),
  /** Which attempt of the automatic schedule this is (1 = the first); absent for a redelivery by hand. */
  round: z.number().int().min(1).max(100).optional(),
  /** Set for a redelivery by hand: makes its attempt distinct from every other. */
  manualRequestId: z.string().min(1).max(64).optional(),
});
export type DeliverWebhookPayload = z.infer<typeof DeliverWebhookPayloadSchema>;

/**
 * One attempt to deliver a webhook. A receiver's failure is not the job's: the handler logs the attempt
 * and queues the next one itself, after the webhook schedule's delay (minutes to hours, far longer than
 * the queue's own backoff). Only our own trouble (the database) makes the job throw and be retried.
 */
export const deliverWebhookJob: JobKind<DeliverWebhookPayload> = {
  name: 'deliver-webhook',
  payload: DeliverWebhookPayloadSchema,
  maxAttempts: 3,
};

/** The queue's idempotency key of an automatic attempt: the same attempt is never queued twice. */
export const webhookAttemptJobId = (deliveryId: string, round: number) => `webhook-${deliveryId}-${round}`;

export function createDeliverWebhookJob(
  deps: Omit<WebhookDeliveryDependencies, 'log'>,
): JobDefinition<DeliverWebhookPayload> {
  return {
    ...deliverWebhookJob,
    async handle(payload, { log }) {
      const { deliverWebhook } = await import('./deliver-webhook.handler.js');
      await deliverWebhook({ ...deps, log }, payload);
    },
  };
}
