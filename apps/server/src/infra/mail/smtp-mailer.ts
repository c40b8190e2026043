import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { MailDeliveryError, type Mailer } from './mailer.js';
import { insertOutboxMail, updateOutboxMail } from './outbox.repository.js';

// Bounded, because an invitation waits for its mail: a silent mail server must not hold a request for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpMailer({
  db,
  log,
  smtpUrl,
  from,
}: {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  smtpUrl: string;
  from: string;
}): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message) {
      const id = await insertOutboxMail(db, message, 'pending');
      try {
        await transport.sendMail({ from, ...message });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await updateOutboxMail(db, id, { status: 'failed', attempts: 1, last_error: reason.slice(0, 2000) });
        log.error({ err, mailId: id, to: message.to }, 'mail delivery failed');
        throw new MailDeliveryError(id, err);
      }
      await updateOutboxMail(db, id, { status: 'sent', attempts: 1, sent_at: nowIso() });
      return { status: 'sent' };
    },
  };
}
