import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import { createBullmqQueue, type BullmqQueueOptions } from './bullmq-queue.js';
import { createEmbeddedQueue, type EmbeddedQueueOptions } from './embedded-queue.js';
import type { JobQueue } from './queue.js';

/** Tuning that production leaves at the defaults; tests shorten the waits and separate their keys. */
export type QueueOptions = EmbeddedQueueOptions & Omit<BullmqQueueOptions, 'redisUrl'>;

export function createQueue(
  config: Config['queue'],
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: QueueOptions = {},
): JobQueue {
  switch (config.kind) {
    case 'embedded':
      return createEmbeddedQueue(db, log, options);
    case 'bullmq':
      return createBullmqQueue({ ...options, redisUrl: config.redisUrl }, log);
  }
}
