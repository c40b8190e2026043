import { z } from 'zod';
import type { JobKind } from '../../infra/queue/queue.js';

// The queue's message for one delivery attempt. It lives with the webhooks, which enqueue it (an event,
// a redelivery by hand), rather than beside the job's loader in background/: the handler queues the next
// attempt itself, and would otherwise import the file that lazily imports it.

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
