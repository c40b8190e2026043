import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
  }
}

/** Decorates the instance with the database; the owner of the Database closes it, not this plugin. */
export const databasePlugin = fp(
  async (app, opts: { database: Database }) => {
    app.decorate('db', opts.database.db);
    app.decorate('dialect', opts.database.dialect);
  },
  { name: 'database' },
);
