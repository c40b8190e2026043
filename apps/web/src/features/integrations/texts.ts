import type { WebhookDeliveryStatus, WebhookEventType } from '@vi/contracts';

export const INTEGRATIONS_TEXTS = {
  title: 'Integrations',
  intro:
    'Connect your applicant-tracking system: webhooks tell it what happens, API keys let it call this API.',
  webhooksHeading: 'Webhooks',
  webhooksIntro:
    'Each delivery is signed the Standard Webhooks way and retried for about 18 hours if your endpoint fails.',
  urlLabel: 'Endpoint URL',
  eventsLegend: 'Events',
  addWebhook: 'Add webhook',
  adding: 'Adding...',
  noWebhooks: 'No webhooks yet.',
  webhookAdded: 'Webhook added',
  secretRotated: 'New signing secret',
  secretIntro:
    'Copy the signing secret now: it is not shown again. Your endpoint verifies each delivery with it.',
  rotatedIntro:
    'Copy the new secret now: it is not shown again. The old one keeps signing beside it for 24 hours.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  deliveries: 'Deliveries',
  hideDeliveries: 'Hide deliveries',
  rotate: 'Rotate secret',
  remove: 'Delete',
  confirmDeleteTitle: 'Delete webhook?',
  confirmDelete: (url: string) => `Deliveries to ${url} stop, and its delivery log is deleted.`,
  cancel: 'Cancel',
  noDeliveries: 'No deliveries yet.',
  deliveriesCaption: (url: string) => `Deliveries to ${url}`,
  event: 'Event',
  status: 'Status',
  attempts: 'Attempts',
  retry: 'Retry',
  retryQueued: 'Redelivery queued.',
  attemptLine: (n: number, code: number | null, ms: number, error: string | null) =>
    `#${n}: ${code ?? 'no answer'} in ${ms} ms${error ? ` (${error})` : ''}`,
  nextAttempt: (at: string) => `Next attempt ${new Date(at).toLocaleString()}`,
  apiKeysHeading: 'API keys',
  apiKeysIntro:
    'Send a key as "Authorization: Bearer <key>". It acts as you, for this company, until it is revoked.',
  keyNameLabel: 'Key name',
  createKey: 'Create API key',
  creating: 'Creating...',
  keyCreated: 'API key created',
  keyIntro: 'Copy the key now: it is not shown again (only its hash is kept).',
  noKeys: 'No API keys yet.',
  keysCaption: 'API keys of the company',
  name: 'Name',
  key: 'Key',
  created: 'Created',
  lastUsed: 'Last used',
  createdBy: 'Created by',
  never: 'Never',
  revoke: 'Revoke',
  confirmRevokeTitle: 'Revoke API key?',
  confirmRevoke: (name: string) => `Calls with "${name}" are refused from now on. This cannot be undone.`,
  failed: 'Something went wrong. Please try again.',
  loadFailed: 'Failed to load. Please try again.',
} as const;

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'invitation.created': 'Invitation created',
  'interview.started': 'Interview started',
  'interview.completed': 'Interview completed',
  'answer.transcribed': 'Answer transcribed',
  'interview.stage_changed': 'Stage changed',
  'invitation.expired': 'Invitation expired',
  'interview.erased': 'Interview erased',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};
