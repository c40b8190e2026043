// Company events (emitted after a change commits) and their signed webhook deliveries.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { type CompanyEvents, createCompanyEvents } from './company-events.js';
export { deliverWebhookJob, type DeliverWebhookPayload } from './delivery-job.js';
export { webhookPayloadDocuments } from './webhook-openapi.js';
export { deliverWebhook, type WebhookDeliveryDependencies } from './webhook-delivery.js';
export { disableWebhooksMadeBy } from './webhook-disabling.js';
