import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Mailer } from './mailer.js';
import { insertOutboxMail } from './outbox.repository.js';

/** The embedded default: no mail server, so the message is kept and logged for the operator. */
export function createOutboxMailer({ db, log }: { db: Kysely<DB>; log: FastifyBaseLogger }): Mailer {
  return {
    async send(message) {
      const id = await insertOutboxMail(db, message, 'logged');
      log.info(
        { mail: { id, to: message.to, subject: message.subject, text: message.text } },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
      return { status: 'logged' };
    },
  };
}
