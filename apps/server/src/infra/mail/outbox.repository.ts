import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, OutboxMailTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import type { MailMessage } from './mailer.js';

type OutboxUpdate = Partial<Pick<OutboxMailTable, 'status' | 'attempts' | 'last_error' | 'sent_at'>>;

/** Every message gets a row first, so there is an audit trail whatever happens to the delivery. */
export async function insertOutboxMail(
  db: Kysely<DB>,
  message: MailMessage,
  status: OutboxMailTable['status'],
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox_mail')
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      status,
      attempts: 0,
      last_error: null,
      created_at: nowIso(),
      sent_at: null,
    })
    .execute();
  return id;
}

export async function updateOutboxMail(db: Kysely<DB>, id: string, changes: OutboxUpdate): Promise<void> {
  await db.updateTable('outbox_mail').set(changes).where('id', '=', id).execute();
}
