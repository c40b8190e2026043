import type { WebhookDeliveryStatus, WebhookEventType } from '@vi/contracts';
import type { Bool, IsoDate } from './column-types.js';

/*
 * The tables of integrations (migration 0005): webhook endpoints, deliveries and attempts, API keys.
 * Part of `DB` in schema.ts; kept apart only for its length.
 */

export interface WebhookEndpointTable {
  id: string;
  company_id: number;
  url: string;
  /** JSON array of WebhookEventType. */
  events: string;
  /**
   * The signing secret (whsec_…). Kept as it is, not hashed: an HMAC signature needs it. The previous
   * one keeps signing (a second signature) for a while after a rotation, so receivers can switch over.
   */
  secret: string;
  previous_secret: string | null;
  previous_secret_until: IsoDate | null;
  secret_rotated_at: IsoDate | null;
  created_by: number | null;
  created_at: IsoDate;
  /** Migration 0013: the API key it was made with, if any; disabled with it or with its creator. */
  created_by_api_key: string | null;
  disabled_at: IsoDate | null;
  disabled_reason: string | null;
}

/** One event for one endpoint; its id is the `webhook-id` header of every attempt. */
export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_type: WebhookEventType;
  /** The JSON body exactly as signed and sent. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: IsoDate | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** The log of one attempt: the receiver's status code and how long it took, or why there was none. */
export interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  attempt_no: number;
  manual: Bool;
  status_code: number | null;
  response_ms: number;
  error: string | null;
  created_at: IsoDate;
}

export interface ApiKeyTable {
  id: string;
  company_id: number;
  name: string;
  /** SHA-256 (hex) of the key; the key itself is never stored. */
  key_hash: string;
  /** The key's first characters, to recognise it in the list. */
  key_prefix: string;
  /** The recruiter who made it; calls with the key act as them. */
  created_by: number;
  created_at: IsoDate;
  last_used_at: IsoDate | null;
  revoked_at: IsoDate | null;
}
