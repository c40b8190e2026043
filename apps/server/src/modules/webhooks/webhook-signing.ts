import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** Standard Webhooks message ids: unique per delivery, the same on every attempt of it. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('hex')}`;

/**
 * The three headers of one attempt. Each attempt is signed at its own time (receivers refuse old
 * timestamps). While a rotated-out secret is still honoured, its signature is sent too, space-separated
 * as the specification allows, so a receiver that has not switched yet still verifies.
 */
export function signWebhook(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
