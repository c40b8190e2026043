import type { JobDefinition } from '../infra/queue/queue.js';
import { deliverWebhookJob, type DeliverWebhookPayload } from '../modules/webhooks/delivery-job.js';
import type { WebhookDeliveryDependencies } from './deliver-webhook.handler.js';

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
