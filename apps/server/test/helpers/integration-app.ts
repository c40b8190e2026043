import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Queue } from 'bullmq';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { createQueue } from '../../src/infra/queue/create-queue.js';
import { createTokenService } from '../../src/modules/auth/token.service.js';
import { createTestEnv, type TestApp } from '../helper.js';

/** Where a suite runs: the embedded queue on SQLite or PostgreSQL, or BullMQ (Redis) with PostgreSQL. */
export type IntegrationMode = 'sqlite' | 'postgres' | 'postgres+bullmq';

const REDIS_URL = process.env.TEST_REDIS_URL;

export const INTEGRATION_MODES: IntegrationMode[] = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
  ...(process.env.TEST_DATABASE_URL && REDIS_URL ? (['postgres+bullmq'] as const) : []),
];

/**
 * The whole app with its own worker. In BullMQ mode the queue gets a key prefix of its own, so test
 * files running side by side on one Redis never take each other's jobs.
 */
export async function createIntegrationApp(
  mode: IntegrationMode,
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const isBullmq = mode === 'postgres+bullmq';
  const testEnv = createTestEnv(mode === 'sqlite' ? 'sqlite' : 'postgres', {
    ...(isBullmq ? { REDIS_URL, RUN_WORKER: 'true' } : {}),
    ...env,
  });
  const database = await createDatabase(testEnv.config.database);
  const prefix = `vi-test-${randomUUID().slice(0, 8)}`;
  const queue = createQueue(testEnv.config.queue, database.db, Fastify({ logger: false }).log, {
    pollIntervalMs: 20,
    ...(isBullmq ? { prefix } : {}),
  });
  const app = await buildApp({ config: testEnv.config, database, logger: false, infra: { queue } });
  await app.ready();
  const tokens = createTokenService(testEnv.config.jwt);
  return {
    ...testEnv,
    app,
    database,
    tokenFor: (claims, ttlSeconds = 3600) => tokens.sign(claims, ttlSeconds),
    async close() {
      await app.close();
      if (isBullmq && REDIS_URL) {
        const inspector = new Queue('vi-jobs', { connection: { url: REDIS_URL }, prefix });
        await inspector.obliterate({ force: true });
        await inspector.close();
      }
      await database.destroy();
      await testEnv.cleanup();
    },
  };
}
