import type { IsoDate } from './column-types.js';

/*
 * The product's own working tables: cached question clips, the mail outbox, client error reports and the
 * embedded job queue. Part of `DB` in schema.ts; kept apart only for its length.
 */

export interface TtsClipTable {
  id: string;
  cache_key: string;
  file_name: string;
  text: string;
  voice: string;
  engine: string;
  storage_key: string;
  mime_type: string;
  bytes: number;
  created_at: IsoDate;
}

export interface OutboxMailTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  last_error: string | null;
  created_at: IsoDate;
  sent_at: IsoDate | null;
}

export interface ClientLogTable {
  id: string;
  application_guid: string | null;
  level: string;
  message: string;
  notes: string | null;
  /** JSON object: component, userAgent, url, timestamp. */
  context: string | null;
  ip: string | null;
  created_at: IsoDate;
}

export interface BackgroundJobTable {
  id: string;
  name: string;
  /** JSON payload, validated by the job's own schema when it runs. */
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: IsoDate;
  locked_at: IsoDate | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}
