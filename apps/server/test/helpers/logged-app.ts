import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import type { Dialect } from '../../src/db/dialect.js';
import { createTestEnv, type TestEnv } from '../helper.js';

export interface LoggedApp extends TestEnv {
  app: FastifyInstance;
  database: Database;
  /** Every line the server logged, as written. */
  lines: string[];
  close(): Promise<void>;
}

/** A test app whose log (level info) is kept, to show what never reaches it. */
export async function createLoggedApp(dialect: Dialect, env: NodeJS.ProcessEnv = {}): Promise<LoggedApp> {
  const testEnv = createTestEnv(dialect, { LOG_LEVEL: 'info', ...env });
  const database = await createDatabase(testEnv.config.database);
  const lines: string[] = [];
  const app = await buildApp({
    config: testEnv.config,
    database,
    logStream: { write: (l) => lines.push(l) },
  });
  await app.ready();
  return {
    ...testEnv,
    app,
    database,
    lines,
    async close() {
      await app.close();
      await database.destroy();
      await testEnv.cleanup();
    },
  };
}
