import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { parseEnv, type Config } from '../src/config/env.js';
import { createDatabase, type Database } from '../src/db/database.js';
import type { Dialect } from '../src/db/dialect.js';
import { createTokenService } from '../src/modules/auth/token.service.js';

/** SQLite always; PostgreSQL too whenever TEST_DATABASE_URL points at a server (CI does). */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestEnv {
  config: Config;
  dataDir: string;
  /** Drops the PostgreSQL schema and removes the data folder. */
  cleanup(): Promise<void>;
}

/** A config for one test file: its own data folder and, on PostgreSQL, its own schema. */
export function createTestEnv(dialect: Dialect, env: NodeJS.ProcessEnv = {}): TestEnv {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vi-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres' && !pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3001',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(dialect === 'postgres' ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  return {
    config,
    dataDir,
    async cleanup() {
      if (config.database.dialect === 'postgres' && config.database.schema) {
        const client = new pg.Client({ connectionString: config.database.url });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${config.database.schema}" cascade`);
        } finally {
          await client.end();
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp extends TestEnv {
  app: FastifyInstance;
  database: Database;
  /** An HS256 recruiter token signed with the test secret. */
  tokenFor(claims: { companyId: number; userId: number }, ttlSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: Dialect,
  env: NodeJS.ProcessEnv = {},
  configure?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const testEnv = createTestEnv(dialect, env);
  const database = await createDatabase(testEnv.config.database);
  const app = await buildApp({ config: testEnv.config, database, logger: false });
  if (configure) await configure(app);
  await app.ready();
  const tokens = createTokenService(testEnv.config.jwt);
  return {
    ...testEnv,
    app,
    database,
    tokenFor: (claims, ttlSeconds = 3600) => tokens.sign(claims, ttlSeconds),
    async close() {
      await app.close();
      await database.destroy();
      await testEnv.cleanup();
    },
  };
}

export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
