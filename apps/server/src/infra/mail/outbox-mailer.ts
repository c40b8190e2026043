import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Mailer } from './mailer.js';
import { insertOutboxMail } from './outbox.repository.js';

/**
 * The embedded default: no mail server, so the message is kept in `outbox_mail` for the operator, and the
 * log says so by id. The address and the text stay out of the log: they are an applicant's personal data,
 * which an erasure removes from the outbox but could never remove from a log.
 */
export function createOutboxMailer({ db, log }: { db: Kysely<DB>; log: FastifyBaseLogger }): Mailer {
  return {
    async send(message) {
      const id = await insertOutboxMail(db, message, 'logged');
      log.info({ mail: { id } }, 'mail kept in the outbox table outbox_mail (SMTP_URL is not set)');
      return { status: 'logged' };
    },
  };
}
