import type { JobDefinition } from '../infra/queue/queue.js';
import {
  deliverWebhookJob,
  type DeliverWebhookPayload,
  type WebhookDeliveryDependencies,
} from '../modules/webhooks/index.js';

export function createDeliverWebhookJob(
  deps: Omit<WebhookDeliveryDependencies, 'log'>,
): JobDefinition<DeliverWebhookPayload> {
  return {
    ...deliverWebhookJob,
    async handle(payload, { log }) {
      const { deliverWebhook } = await import('../modules/webhooks/index.js');
      await deliverWebhook({ ...deps, log }, payload);
    },
  };
}
