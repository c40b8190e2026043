import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export function createMailer(
  config: Config['mail'],
  deps: { db: Kysely<DB>; log: FastifyBaseLogger },
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ ...deps, smtpUrl: config.smtpUrl, from: config.from })
    : createOutboxMailer(deps);
}
