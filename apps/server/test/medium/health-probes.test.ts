import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivenessResponse, ReadinessResponse } from '@vi/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { createTestApp, createTestEnv, DIALECTS, type TestApp } from '../helper.js';
import { createIntegrationApp } from '../helpers/integration-app.js';
import { startS3rver } from '../s3rver-fixture.js';

/** Liveness and readiness as separate probes, readiness 503 while draining (docs/operations.md). */
const live = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/health/live' });
const ready = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
  return { statusCode: response.statusCode, body: response.json<ReadinessResponse>(), response };
};

describe.each(DIALECTS)('liveness and readiness (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is live and ready with its database and storage up, the queue being the database', async () => {
    const alive = await live(t.app);
    expect(alive.statusCode).toBe(200);
    expect(alive.json<LivenessResponse>()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');

    const { statusCode, body, response } = await ready(t.app);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      checks: { database: 'up', storage: 'up', queue: 'embedded' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  // Last in this block: draining does not end.
  it('answers readiness 503 once draining, while liveness and /health stay 200', async () => {
    expect(t.app.draining).toBe(false);
    t.app.markDraining();
    expect(t.app.draining).toBe(true);
    const { statusCode, body } = await ready(t.app);
    expect(statusCode).toBe(503);
    expect(body).toEqual({
      status: 'draining',
      checks: { database: 'up', storage: 'up', queue: 'embedded' },
    });
    expect((await live(t.app)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('is not ready when its database is closed, and still live', async () => {
    const env = createTestEnv(dialect);
    const database = await createDatabase(env.config.database);
    const app = await buildApp({ config: env.config, database, logger: false });
    try {
      await app.ready();
      expect((await ready(app)).statusCode).toBe(200);
      await database.destroy();
      const { statusCode, body } = await ready(app);
      expect(statusCode).toBe(503);
      expect(body).toEqual({
        status: 'not_ready',
        checks: { database: 'down', storage: 'up', queue: 'embedded' },
      });
      expect((await live(app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await env.cleanup();
    }
  });
});

describe('readiness with S3-compatible storage', () => {
  it('checks the bucket answers: ready with s3rver up, 503 once it is gone', async () => {
    const s3 = await startS3rver();
    const env = createTestEnv('sqlite');
    const database = await createDatabase(env.config.database);
    const app = await buildApp({ config: env.config, database, storage: s3.storage, logger: false });
    try {
      await app.ready();
      expect(await ready(app)).toMatchObject({ statusCode: 200, body: { status: 'ready' } });
      await s3.close();
      const { statusCode, body } = await ready(app);
      expect(statusCode).toBe(503);
      expect(body.checks).toEqual({ database: 'up', storage: 'down', queue: 'embedded' });
    } finally {
      await app.close();
      await database.destroy();
      await env.cleanup();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
  'readiness in scaled mode (PostgreSQL and Redis; skipped without TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    it('checks Redis answers', async () => {
      const t = await createIntegrationApp('postgres+bullmq');
      try {
        expect(await ready(t.app)).toMatchObject({
          statusCode: 200,
          body: { status: 'ready', checks: { database: 'up', storage: 'up', queue: 'up' } },
        });
      } finally {
        await t.close();
      }
    });

    it('is not ready when Redis cannot be reached', async () => {
      // Nothing listens on port 1: the queue's commands wait for a connection that never comes.
      const env = createTestEnv('postgres', { REDIS_URL: 'redis://127.0.0.1:1', RUN_WORKER: 'false' });
      const database = await createDatabase(env.config.database);
      const app = await buildApp({ config: env.config, database, logger: false });
      try {
        await app.ready();
        const { statusCode, body } = await ready(app);
        expect(statusCode).toBe(503);
        expect(body).toEqual({
          status: 'not_ready',
          checks: { database: 'up', storage: 'up', queue: 'down' },
        });
      } finally {
        await app.close();
        await database.destroy();
        await env.cleanup();
      }
    });
  },
);
